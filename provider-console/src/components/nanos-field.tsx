import { FunctionField, type FunctionFieldProps } from 'react-admin';
import { formatNanos } from '../lib/format';

const at = (record: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | null | undefined)?.[k], record) as
    number | null | undefined;

/** A time the store keeps in nanoseconds, shown as DD-MM-YYYY, HH:mm:ss in NZ time. */
export function NanosField(props: Omit<FunctionFieldProps, 'render'> & { source: string }) {
  return <FunctionField {...props} render={(record) => formatNanos(at(record, props.source))} />;
}
