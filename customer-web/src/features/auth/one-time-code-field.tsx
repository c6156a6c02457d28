import { TextField } from '@mui/material';
import { useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneTimeCode, ONE_TIME_CODE_LENGTH, parsePastedCode } from '@portal/shared';
import './i18n';

/**
 * A 6-digit code field: typing keeps digits only; a pasted code may carry the spaces or dash of the message, and
 * a paste of the wrong shape says "Invalid code pasted" (000 §5) instead of filling the field.
 */
export function OneTimeCodeField({
  value,
  onChange,
  touched = false,
  autoFocus,
}: {
  value: string;
  onChange: (code: string) => void;
  /** The user tried to send the form: a code that is not 6 digits says so. */
  touched?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  const [badPaste, setBadPaste] = useState(false);
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    const code = parsePastedCode(event.clipboardData.getData('text'));
    setBadPaste(!code);
    if (code) onChange(code);
  };
  const message = badPaste
    ? t('code.invalidPasted')
    : touched && !isOneTimeCode(value)
      ? t('code.required')
      : undefined;
  return (
    <TextField
      label={t('code.label')}
      name="code"
      value={value}
      onChange={(e) => {
        setBadPaste(false);
        onChange(e.target.value.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH));
      }}
      onPaste={onPaste}
      error={!!message}
      helperText={message ?? ' '}
      autoFocus={autoFocus}
      required
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*' } }}
    />
  );
}
