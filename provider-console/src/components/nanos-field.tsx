import { FunctionField, type FunctionFieldProps } from 'react-admin';
import { formatNanos } from '../lib/format';
import { valueAt } from '../lib/value-at';

/** A time the store keeps in nanoseconds, shown as DD-MM-YYYY, HH:mm:ss in NZ time. */
export function NanosField(props: Omit<FunctionFieldProps, 'render'> & { source: string }) {
  return (
    <FunctionField
      {...props}
      render={(record) => formatNanos(valueAt(record, props.source) as number | null | undefined)}
    />
  );
}
