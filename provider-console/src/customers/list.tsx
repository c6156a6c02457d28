import { DatagridConfigurable, List, SelectInput, TextField, TextInput } from 'react-admin';
import { ListActions } from '../components/list-parts';
import { NanosField } from '../components/nanos-field';

const ACCOUNT_TYPES = ['postpay', 'prepay', 'payg', 'broadband', 'new'].map((id) => ({ id, name: id }));
const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="AccountType" source="AccountType" choices={ACCOUNT_TYPES} translateChoice={false} />,
];

export function CustomerList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'LastName', order: 'ASC' }}>
      <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
        <TextField source="FirstName" />
        <TextField source="LastName" />
        <TextField source="Email" />
        <TextField source="MobileNumber" />
        <TextField source="AccountType" />
        <TextField source="AccountState" />
        <NanosField source="CreatedAtNanos" />
      </DatagridConfigurable>
    </List>
  );
}
