import { useFormContext } from 'react-hook-form';
import { type ClipboardEvent } from 'react';
import { ONE_TIME_CODE_LENGTH, parsePastedCode } from '@portal/shared';
import { TextInput, type TextInputProps } from './text-input';

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
