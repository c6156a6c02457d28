import { BooleanField, NumberField, TextField } from 'react-admin';
import { MoneyField } from '../components/money-field';
import { NanosField } from '../components/nanos-field';

/**
 * An LFC product's fields, in the order the list's columns and the show page's lines take. An array, not a fragment,
 * because the datagrid reads its columns from its direct children.
 */
export const lfcProductFields = [
  <TextField key="LFC" source="LFC" />,
  <TextField key="Name" source="Name" />,
  <TextField key="ProductCode" source="ProductCode" />,
  <TextField key="Description" source="Description" />,
  <NumberField key="DownloadMbps" source="DownloadMbps" />,
  <NumberField key="UploadMbps" source="UploadMbps" />,
  <MoneyField key="WholesaleCents" source="WholesaleCents" />,
  <BooleanField key="Available" source="Available" />,
  <NanosField key="CreatedAtNanos" source="CreatedAtNanos" />,
  <NanosField key="UpdatedAtNanos" source="UpdatedAtNanos" />,
];
