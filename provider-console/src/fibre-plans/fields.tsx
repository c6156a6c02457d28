import { BooleanField, NumberField, TextField } from 'react-admin';
import { MoneyField } from '../components/money-field';
import { NanosField } from '../components/nanos-field';

/**
 * A fibre plan's fields, in the order the list's columns and the show page's lines take; the description is shown
 * on the plan's own page only. An array, not a fragment, because the datagrid reads its columns from its direct
 * children.
 */
export function fibrePlanFields({ withDescription }: { withDescription: boolean }) {
  return [
    <TextField key="Name" source="Name" />,
    ...(withDescription ? [<TextField key="Description" source="Description" />] : []),
    <MoneyField key="Cents" source="Cents" />,
    <NumberField key="DownloadMbps" source="DownloadMbps" />,
    <NumberField key="UploadMbps" source="UploadMbps" />,
    <BooleanField key="Available" source="Available" />,
    <NanosField key="CreatedAtNanos" source="CreatedAtNanos" />,
    <NanosField key="UpdatedAtNanos" source="UpdatedAtNanos" />,
  ];
}
