import { DatagridConfigurable, List, SelectInput } from 'react-admin';
import { ListActions } from '../components/list-parts';
import { NanosField } from '../components/nanos-field';
import { searchFilter } from '../components/record-filters';
import { customerFields } from './fields';

const ACCOUNT_TYPES = ['postpay', 'prepay', 'payg', 'broadband', 'new'].map((id) => ({ id, name: id }));
const filters = [
  searchFilter,
  <SelectInput key="AccountType" source="AccountType" choices={ACCOUNT_TYPES} translateChoice={false} />,
];

export function CustomerList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'LastName', order: 'ASC' }}>
      <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
        {customerFields}
        <NanosField source="CreatedAtNanos" />
      </DatagridConfigurable>
    </List>
  );
}
