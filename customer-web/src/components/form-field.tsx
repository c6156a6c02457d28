import { TextField, type TextFieldProps } from '@mui/material';

type FieldProps = Omit<TextFieldProps, 'onChange' | 'error' | 'helperText'> & {
  onValue: (value: string) => void;
  /** The message under the field; the line stays reserved without one, so the form does not jump. */
  problem?: string | false;
  hint?: string;
};

/** A labelled text field of a form: its value as a string, and its problem (if any) as the helper text. */
export function FormField({ onValue, problem, hint, ...props }: FieldProps) {
  return (
    <TextField
      {...props}
      onChange={(e) => onValue(e.target.value)}
      error={!!problem}
      helperText={problem || hint || ' '}
    />
  );
}

/** The email field of the access forms: required, and filled in by the browser's saved login. */
export function EmailField(props: Omit<FieldProps, 'type' | 'name'>) {
  return <FormField type="email" name="email" autoComplete="username" required {...props} />;
}

/** The password of an existing login, as the browser's saved login fills it. */
export function CurrentPasswordField(props: Omit<FieldProps, 'type' | 'name' | 'autoComplete'>) {
  return <FormField type="password" name="password" autoComplete="current-password" required {...props} />;
}
