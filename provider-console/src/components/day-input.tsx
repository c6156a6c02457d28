import { formatCalendarDay, parseDayText } from '@portal/shared';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** A stored YYYY-MM-DD day as typed and shown everywhere (DD-MM-YYYY); text still being typed stays as it is. */
const shown = (value: unknown) =>
  typeof value === 'string' && YMD.test(value) ? formatCalendarDay(value) : value;
/** A typed day as YYYY-MM-DD once it is one; until then the text, which the check below keeps from being applied. */
const stored = (text: string) => (text.trim() === '' ? null : (parseDayText(text) ?? text));
const isDay = (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && YMD.test(value))
    ? undefined
    : 'console.day.invalid';

/**
 * A day typed as both apps show days, DD-MM-YYYY, instead of the browser's date input, whose order follows the
 * browser's locale (mm/dd/yyyy in many). The value stays a YYYY-MM-DD day; a list's filter form applies it only
 * once it is one.
 */
export function DayInput(props: Omit<TextInputProps, 'format' | 'parse' | 'validate'>) {
  const translate = useTranslate();
  return (
    <TextInput
      {...props}
      format={shown}
      parse={stored}
      validate={isDay}
      // A filter row hides hints; a day it cannot read still says why, or the operator is left guessing.
      sx={{ '& .MuiFormHelperText-root.Mui-error': { display: 'block' } }}
      // The format shows in the field itself: a filter row has no room for a hint under it.
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', placeholder: translate('console.day.hint') },
      }}
    />
  );
}
