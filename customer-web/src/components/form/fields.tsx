import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { useId, type ClipboardEvent, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ONE_TIME_CODE_LENGTH, parsePastedCode } from '@portal/shared';
import { useProblemText } from './problem-text';

type TextInputProps = Omit<
  TextFieldProps,
  'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  name: string;
  label: string;
  /** Shown under the field while it has no problem. */
  hint?: string;
  /** The name "please enter" uses when it is not the label. */
  errorLabel?: string;
  /** Changes the typed text before it is kept (a code's digits only). */
  parse?: (text: string) => string;
  /** Told of each change the user makes, after the form keeps it. */
  onValue?: (value: string) => void;
};

/** A labelled text field of the form; its problem, or its hint, under it (the line stays, so nothing jumps). */
export function TextInput({ name, label, hint, errorLabel, parse, onValue, ...props }: TextInputProps) {
  const { field, fieldState } = useController({ name });
  const problemText = useProblemText(errorLabel ?? label);
  const problem = problemText(fieldState.error?.message);
  return (
    <TextField
      {...props}
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={(e) => {
        const value = parse ? parse(e.target.value) : e.target.value;
        field.onChange(value);
        onValue?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!problem}
      helperText={problem || hint || ' '}
    />
  );
}

type PresetProps = Omit<TextInputProps, 'type' | 'autoComplete' | 'name'> & { name?: string };

/** The email of a login, as the browser's saved login fills it. */
export function EmailInput({ name = 'email', ...props }: PresetProps) {
  return <TextInput type="email" autoComplete="username" required name={name} {...props} />;
}

/** The password of an existing login, as the browser's saved login fills it. */
export function CurrentPasswordInput({ name = 'password', ...props }: PresetProps) {
  return <TextInput type="password" autoComplete="current-password" required name={name} {...props} />;
}

/** A password the user sets, never filled from a saved login. */
export function PasswordInput({ name = 'password', ...props }: PresetProps) {
  return <TextInput type="password" autoComplete="new-password" required name={name} {...props} />;
}

/**
 * A six-digit one-time code from a mail or a text: typing keeps digits only; a pasted code may carry the spaces
 * or dash of the message, and a paste of another shape says "Invalid code pasted" instead of filling the field.
 */
export function CodeInput({
  name = 'code',
  length = ONE_TIME_CODE_LENGTH,
  parsePaste = parsePastedCode,
  autoComplete = 'one-time-code',
  ...props
}: PresetProps & {
  /** Digits the code has (a one-time code's six unless said). */
  length?: number;
  /** Reads a pasted text as a code, or undefined for another shape ("Invalid code pasted"). */
  parsePaste?: (text: string) => string | undefined;
  autoComplete?: string;
}) {
  const { setValue, setError } = useFormContext();
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    const code = parsePaste(event.clipboardData.getData('text'));
    if (code) setValue(name, code, { shouldValidate: true });
    else setError(name, { type: 'paste', message: 'invalid_code_pasted' });
  };
  return (
    <TextInput
      required
      name={name}
      parse={(text) => text.replace(/\D/g, '').slice(0, length)}
      onPaste={onPaste}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete, pattern: '[0-9]*' } }}
      {...props}
    />
  );
}

/** A choice from a short list, as a labelled select. */
export function SelectInput({
  options,
  ...props
}: Omit<TextInputProps, 'select' | 'children'> & { options: readonly { value: string; label: string }[] }) {
  return (
    <TextInput select {...props}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextInput>
  );
}

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
            slotProps={{ input: { ref: field.ref, 'aria-describedby': problem ? problemId : undefined } }}
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
