import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';

/** One question with a few answers, as a labelled radio group (a step of the onboarding). */
export function ChoiceStep<V extends string>({
  question,
  value,
  options,
  onChange,
}: {
  question: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{question}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
