import { displayMsisdn, formatCalendarDay } from '@portal/shared';
import { FunctionField, type FunctionFieldProps } from 'react-admin';
import { valueAt } from '../lib/value-at';

type FieldProps = Omit<FunctionFieldProps, 'render'> & { source: string };

/** A field that shows its text value the way the customer portal writes it; nothing when it has none. */
const formattedField = (format: (value: string) => string) =>
  function FormattedField(props: FieldProps) {
    return (
      <FunctionField
        {...props}
        render={(record) => {
          const value = valueAt(record, props.source);
          return typeof value === 'string' && value !== '' ? format(value) : (props.emptyText ?? '');
        }}
      />
    );
  };

/** A phone number as "021 123 4501"; other numbers as they were given. */
export const PhoneField = formattedField(displayMsisdn);

/** A calendar day kept as YYYY-MM-DD, shown DD-MM-YYYY. */
export const CalendarDayField = formattedField((ymd) =>
  /^\d{4}-\d{2}-\d{2}$/.test(ymd) ? formatCalendarDay(ymd) : ymd,
);
