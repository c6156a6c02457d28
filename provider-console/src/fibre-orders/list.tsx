import type { FibreOrderRecord } from '@portal/shared';
import { lazy, Suspense } from 'react';
import {
  BulkDeleteButton,
  DatagridConfigurable,
  List,
  ReferenceField,
  SimpleList,
  TextField,
} from 'react-admin';
import { ListActions, SavedQueriesAside } from '../components/list-parts';
import { NanosField } from '../components/nanos-field';
import { OneLineField } from '../components/one-line-field';
import { OrderStateChip } from '../components/status-chips';
import { useNarrow } from '../components/use-narrow';
import { orderExporter } from './export';
import { orderFilters } from './filters';
import { OrderStateTabs } from './state-tabs';
import { listFailureProps } from '../lib/failure-props';
import { referenceFailure } from '../lib/failure-props';

// Loaded once rows are selected: the list's first load does not carry the bulk change.
const BulkStateButton = lazy(async () => ({
  default: (await import('./bulk-state-button')).BulkStateButton,
}));

export function FibreOrderList() {
  const narrow = useNarrow();
  return (
    <List
      {...listFailureProps}
      // On a phone the filters open in a drawer from the toolbar, so nothing runs off the screen.
      filters={narrow ? undefined : orderFilters}
      actions={<ListActions create phoneFilters={narrow ? orderFilters : undefined} />}
      sort={{ field: 'CreatedAtNanos', order: 'DESC' }}
      perPage={25}
      exporter={orderExporter}
      aside={<SavedQueriesAside />}
    >
      <OrderStateTabs />
      {narrow ? (
        <SimpleList<FibreOrderRecord>
          primaryText={(o) => `${o.OrderNumber} · ${o.CustomerName}`}
          secondaryText={(o) => o.Address.Formatted}
          tertiaryText={(o) => o.StateText}
          linkType="show"
        />
      ) : (
        <DatagridConfigurable
          rowClick="show"
          omit={['UpdatedAtNanos', 'LFCProductUUID', 'StateText']}
          bulkActionButtons={
            <>
              <Suspense fallback={null}>
                <BulkStateButton />
              </Suspense>
              <BulkDeleteButton />
            </>
          }
          // Narrower cell padding keeps every default column on a 1280 px screen without sideways scrolling.
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          <TextField source="OrderNumber" />
          <OrderStateChip source="State" label="resources.UFB_order.fields.State" />
          <TextField source="StateText" />
          <ReferenceField
            {...referenceFailure('customer')}
            source="CustomerUUID"
            reference="customer"
            sortBy="CustomerName"
            link="show"
          />
          <OneLineField source="Address.Formatted" />
          <TextField source="LFC" />
          <ReferenceField
            {...referenceFailure('UFB_plan')}
            source="PlanUUID"
            reference="UFB_plan"
            link={false}
          />
          <ReferenceField
            {...referenceFailure('lfc_product')}
            source="LFCProductUUID"
            reference="lfc_product"
            link={false}
          />
          <NanosField source="Appointment.StartNanos" />
          <NanosField source="CreatedAtNanos" />
          <NanosField source="UpdatedAtNanos" />
        </DatagridConfigurable>
      )}
    </List>
  );
}
