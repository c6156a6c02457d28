import type { LfcProductRecord } from '@portal/shared';
import { BooleanInput, DatagridConfigurable, List, SelectInput, SimpleList } from 'react-admin';
import { csvExporter } from '../components/exporter';
import { ListActions, SavedQueriesAside } from '../components/list-parts';
import { createdFilters, deletedFilter, searchFilter } from '../components/record-filters';
import { useNarrow } from '../components/use-narrow';
import { formatCents } from '../lib/format';
import { LFC_CHOICES } from '../lib/choices';
import { lfcProductFields } from './fields';
import { listFailureProps } from '../lib/failure-props';

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
  const narrow = useNarrow();
  return (
    <List
      {...listFailureProps}
      filters={narrow ? undefined : filters}
      actions={<ListActions create phoneFilters={narrow ? filters : undefined} />}
      sort={{ field: 'LFC', order: 'ASC' }}
      exporter={exporter}
      aside={<SavedQueriesAside />}
    >
      {narrow ? (
        <SimpleList<LfcProductRecord>
          primaryText={(p) => p.Name}
          secondaryText={(p) => `${p.LFC} · ${p.ProductCode} · ${p.DownloadMbps}/${p.UploadMbps} Mbps`}
          tertiaryText={(p) => formatCents(p.WholesaleCents)}
          linkType="show"
        />
      ) : (
        <DatagridConfigurable rowClick="show" omit={['UpdatedAtNanos', 'Description']}>
          {lfcProductFields}
        </DatagridConfigurable>
      )}
    </List>
  );
}
