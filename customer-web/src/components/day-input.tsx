import { TextField } from '@mui/material';
import { formatCalendarDay, parseDayText } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../lib/i18n';

registerTranslations('dayInput', {
  en: {
    hint: 'DD-MM-YYYY',
    invalid: 'Enter a date as DD-MM-YYYY',
    early: 'Enter {{day}} or later',
    late: 'Enter {{day}} or earlier',
  },
  'mi-NZ': {},
});

/**
 * A day typed as the portal shows days (DD-MM-YYYY), whatever the browser's own date format would be. The value is
 * a YYYY-MM-DD day; a text that is not a day in range says why under the field and changes nothing.
 */
export function DayInput({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (ymd: string) => void;
  min?: string;
  max?: string;
}) {
  const { t } = useTranslation('dayInput');
  const [text, setText] = useState(() => formatCalendarDay(value));
  const [shown, setShown] = useState(value);
  // A value changed from outside (another field's rule) shows as typed text too.
  if (shown !== value) {
    setShown(value);
    setText(formatCalendarDay(value));
  }
  const day = parseDayText(text);
  const problem = !day
    ? t('invalid')
    : min && day < min
      ? t('early', { day: formatCalendarDay(min) })
      : max && day > max
        ? t('late', { day: formatCalendarDay(max) })
        : undefined;
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const next = parseDayText(typed);
        if (next && (!min || next >= min) && (!max || next <= max)) {
          setShown(next);
          onChange(next);
        }
      }}
      error={!!problem}
      helperText={problem ?? t('hint')}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      sx={{ maxWidth: 200 }}
    />
  );
}
