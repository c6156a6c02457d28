import { lazy, Suspense } from 'react';
import {
  BulkDeleteButton,
  DatagridConfigurable,
  List,
  ReferenceField,
  TextField,
  useListContext,
  type Exporter,
} from 'react-admin';
import { ListActions, SavedQueriesAside } from '../components/list-parts';
import { NanosField } from '../components/nanos-field';
import { OneLineField } from '../components/one-line-field';
import { OrderStateChip } from '../components/status-chips';
import { useNarrow } from '../components/use-narrow';
import { orderFilters } from './filters';
import { OrderStateTabs } from './state-tabs';
import { NewOrdersNotice } from './new-orders-notice';
import { listFailureProps } from '../lib/failure-props';
import { referenceFailure } from '../lib/failure-props';

// The phone's one-line list is not loaded on a wide screen, which shows the table.
const OrderPhoneList = lazy(async () => ({ default: (await import('./phone-list')).OrderPhoneList }));

const BulkStateButton = lazy(async () => ({
  default: (await import('./bulk-state-button')).BulkStateButton,
}));

/**
 * The bulk change, loaded once rows are selected: react-admin renders the bulk toolbar's buttons (hidden) before any
 * selection, so without this check the list's first load would fetch it.
 */
function BulkStateButtonOnceSelected() {
  const { selectedIds } = useListContext();
  return selectedIds.length > 0 ? (
    <Suspense fallback={null}>
      <BulkStateButton />
    </Suspense>
  ) : null;
}

// The CSV writer loads when the operator exports, not with the list.
const orderExporter: Exporter = async (...args) => (await import('./export')).orderExporter(...args);

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
      <NewOrdersNotice />
      {narrow ? (
        <Suspense fallback={null}>
          <OrderPhoneList />
        </Suspense>
      ) : (
        <DatagridConfigurable
          rowClick="show"
          omit={['UpdatedAtNanos', 'LFCProductUUID', 'StateText']}
          bulkActionButtons={
            <>
              <BulkStateButtonOnceSelected />
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
