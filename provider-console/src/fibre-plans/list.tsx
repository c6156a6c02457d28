import type { UfbPlanRecord } from '@portal/shared';
import { BooleanInput, DatagridConfigurable, List, SimpleList } from 'react-admin';
import { ListActions } from '../components/list-parts';
import { searchFilter } from '../components/record-filters';
import { useNarrow } from '../components/use-narrow';
import { formatCents } from '../lib/format';
import { fibrePlanFields } from './fields';
import { listFailureProps } from '../lib/failure-props';

const filters = [searchFilter, <BooleanInput key="Available" source="Available" />];

export function FibrePlanList() {
  const narrow = useNarrow();
  return (
    <List
      {...listFailureProps}
      filters={narrow ? undefined : filters}
      actions={<ListActions create phoneFilters={narrow ? filters : undefined} />}
      sort={{ field: 'Cents', order: 'ASC' }}
    >
      {narrow ? (
        <SimpleList<UfbPlanRecord>
          primaryText={(p) => p.Name}
          secondaryText={(p) => `${formatCents(p.Cents)} a month`}
          tertiaryText={(p) => `${p.DownloadMbps}/${p.UploadMbps} Mbps`}
          linkType="show"
        />
      ) : (
        // Plans are retired by marking them unavailable, not deleted: no bulk delete to offer.
        <DatagridConfigurable rowClick="show" omit={['UpdatedAtNanos']} bulkActionButtons={false}>
          {fibrePlanFields({ withDescription: false })}
        </DatagridConfigurable>
      )}
    </List>
  );
}
