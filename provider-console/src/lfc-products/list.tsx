import type { LfcProductRecord } from '@portal/shared';
import { BooleanInput, DatagridConfigurable, List, SelectInput } from 'react-admin';
import { csvExporter } from '../components/exporter';
import { ListActions, SavedQueriesAside } from '../components/list-parts';
import { createdFilters, deletedFilter, searchFilter } from '../components/record-filters';
import { LFC_CHOICES } from '../lib/choices';
import { lfcProductFields } from './fields';

const filters = [
  searchFilter,
  <SelectInput key="LFC" source="LFC" choices={LFC_CHOICES} alwaysOn />,
  <BooleanInput key="Available" source="Available" />,
  ...createdFilters,
  deletedFilter,
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
        {lfcProductFields}
      </DatagridConfigurable>
    </List>
  );
}
