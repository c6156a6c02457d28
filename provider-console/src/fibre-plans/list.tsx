import {
  BooleanField,
  BooleanInput,
  DatagridConfigurable,
  List,
  NumberField,
  TextField,
  TextInput,
} from 'react-admin';
import { ListActions } from '../components/list-parts';
import { MoneyField } from '../components/money-field';
import { NanosField } from '../components/nanos-field';

const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <BooleanInput key="Available" source="Available" />,
];

export function FibrePlanList() {
  return (
    <List filters={filters} actions={<ListActions create />} sort={{ field: 'Cents', order: 'ASC' }}>
      {/* Plans are retired by marking them unavailable, not deleted: no bulk delete to offer. */}
      <DatagridConfigurable rowClick="show" omit={['UpdatedAtNanos']} bulkActionButtons={false}>
        <TextField source="Name" />
        <MoneyField source="Cents" />
        <NumberField source="DownloadMbps" />
        <NumberField source="UploadMbps" />
        <BooleanField source="Available" />
        <NanosField source="CreatedAtNanos" />
        <NanosField source="UpdatedAtNanos" />
      </DatagridConfigurable>
    </List>
  );
}
