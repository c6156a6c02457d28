import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useForkRef } from '@mui/material/utils';
import { useController } from 'react-hook-form';
import { useTickedBeforeStart } from '../../lib/typed-before-start';
import { useProblemText } from './problem-text';

/** A labelled yes/no box; its problem under it, tied to it for screen readers. */
export function CheckboxInput({
  name,
  label,
  errorLabel,
  required,
}: {
  name: string;
  label: ReactNode;
  errorLabel?: string;
  required?: boolean;
}) {
  const { field, fieldState } = useController({ name });
  const problemText = useProblemText(errorLabel ?? (typeof label === 'string' ? label : name));
  const problem = problemText(fieldState.error?.message);
  const problemId = useId();
  const inputRef = useForkRef(
    field.ref,
    useTickedBeforeStart(name, (ticked) => field.onChange(ticked)),
  );
  return (
    <FormControl error={!!problem} required={required}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={!!field.value}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: inputRef, 'aria-describedby': problem ? problemId : undefined } }}
          />
        }
      />
      {problem && <FormHelperText id={problemId}>{problem}</FormHelperText>}
    </FormControl>
  );
}

/** One choice of a few, as labelled radio buttons under a group label; its problem under them. */
export function RadioInput({
  name,
  label,
  options,
  sx,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  sx?: object;
}) {
  const { field, fieldState } = useController({ name });
  const problem = useProblemText(label)(fieldState.error?.message);
  const labelId = useId();
  const problemId = useId();
  return (
    <FormControl error={!!problem}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={problem ? problemId : undefined}
        name={field.name}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        sx={sx}
      >
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
      {problem && <FormHelperText id={problemId}>{problem}</FormHelperText>}
    </FormControl>
  );
}
