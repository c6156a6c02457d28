import { FunctionField, type FunctionFieldProps } from 'react-admin';
import { formatCents } from '../lib/format';

/** Integer cents shown as NZD ($85.00). */
export function MoneyField(props: Omit<FunctionFieldProps, 'render'> & { source: string }) {
  return (
    <FunctionField
      {...props}
      render={(record) => formatCents((record as Record<string, number>)[props.source])}
    />
  );
}
