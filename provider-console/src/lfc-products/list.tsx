import type { LfcProductRecord } from '@portal/shared';
import {
  BooleanField,
  BooleanInput,
  DatagridConfigurable,
  DateInput,
  List,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { csvExporter } from '../components/exporter';
import { ListActions, SavedQueriesAside } from '../components/list-parts';
import { MoneyField } from '../components/money-field';
import { NanosField } from '../components/nanos-field';
import { LFC_CHOICES } from '../lib/choices';

const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="LFC" source="LFC" choices={LFC_CHOICES} alwaysOn />,
  <BooleanInput key="Available" source="Available" />,
  <DateInput key="CreatedFrom" source="CreatedFrom" />,
  <DateInput key="CreatedTo" source="CreatedTo" />,
  <BooleanInput key="deleted" source="deleted" />,
];

const exporter = csvExporter<LfcProductRecord>('lfc-products', [
  ['LFC', (p) => p.LFC],
  ['Product code', (p) => p.ProductCode],
  ['Name', (p) => p.Name],
  ['Download (Mbps)', (p) => p.DownloadMbps],
  ['Upload (Mbps)', (p) => p.UploadMbps],
  ['Wholesale (cents)', (p) => p.WholesaleCents],
  ['Available', (p) => p.Available],
  ['UUID', (p) => p.UUID],
]);

export function LfcProductList() {
  return (
    <List
      filters={filters}
      actions={<ListActions create />}
      sort={{ field: 'LFC', order: 'ASC' }}
      exporter={exporter}
      aside={<SavedQueriesAside />}
    >
      <DatagridConfigurable rowClick="show" omit={['UpdatedAtNanos', 'Description']}>
        <TextField source="LFC" />
        <TextField source="Name" />
        <TextField source="ProductCode" />
        <TextField source="Description" />
        <NumberField source="DownloadMbps" />
        <NumberField source="UploadMbps" />
        <MoneyField source="WholesaleCents" />
        <BooleanField source="Available" />
        <NanosField source="CreatedAtNanos" />
        <NanosField source="UpdatedAtNanos" />
      </DatagridConfigurable>
    </List>
  );
}
