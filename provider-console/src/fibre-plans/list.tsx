import { BooleanInput, DatagridConfigurable, List } from 'react-admin';
import { ListActions } from '../components/list-parts';
import { searchFilter } from '../components/record-filters';
import { fibrePlanFields } from './fields';

const filters = [searchFilter, <BooleanInput key="Available" source="Available" />];

export function FibrePlanList() {
  return (
    <List filters={filters} actions={<ListActions create />} sort={{ field: 'Cents', order: 'ASC' }}>
      {/* Plans are retired by marking them unavailable, not deleted: no bulk delete to offer. */}
      <DatagridConfigurable rowClick="show" omit={['UpdatedAtNanos']} bulkActionButtons={false}>
        {fibrePlanFields({ withDescription: false })}
      </DatagridConfigurable>
    </List>
  );
}
