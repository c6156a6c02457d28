import type { FibreProductRecord } from '@portal/shared';
import { fibreStatusLabel } from '@portal/shared';
import {
  DatagridConfigurable,
  FunctionField,
  List,
  ReferenceField,
  SimpleList,
  TextField,
} from 'react-admin';
import { csvExporter } from '../components/exporter';
import { ListActions, SavedQueriesAside } from '../components/list-parts';
import { NanosField } from '../components/nanos-field';
import { FibreProductStatusChip } from '../components/status-chips';
import { useNarrow } from '../components/use-narrow';
import { formatNanos } from '../lib/format';
import { productFilters } from './filters';
import { listFailureProps } from '../lib/failure-props';
import { referenceFailure } from '../lib/failure-props';

const exporter = csvExporter<FibreProductRecord>('fibre-products', [
  ['Order number', (p) => p.OrderNumber],
  ['State', (p) => p.State],
  ['Status', (p) => p.StateDescription],
  ['Status label', (p) => fibreStatusLabel(p) ?? ''],
  ['LFC', (p) => p.LFC],
  ['Customer', (p) => p.CustomerName],
  ['Address', (p) => p.Address.Formatted],
  ['Billing reference', (p) => p.BillingReference],
  ['Created', (p) => formatNanos(p.CreatedAtNanos)],
  ['UUID', (p) => p.UUID],
]);

export function FibreProductList() {
  const narrow = useNarrow();
  return (
    <List
      {...listFailureProps}
      // On a phone the filters open in a drawer and each product is one line, so nothing runs off the screen.
      filters={narrow ? undefined : productFilters}
      actions={<ListActions phoneFilters={narrow ? productFilters : undefined} />}
      sort={{ field: 'CreatedAtNanos', order: 'DESC' }}
      perPage={25}
      exporter={exporter}
      aside={<SavedQueriesAside />}
    >
      {narrow ? (
        <SimpleList<FibreProductRecord>
          primaryText={(p) => `${p.OrderNumber} · ${p.CustomerName}`}
          secondaryText={(p) => p.Address.Formatted}
          tertiaryText={(p) => p.StateDescription}
          linkType="show"
        />
      ) : (
        <DatagridConfigurable rowClick="show" omit={['BillingReference', 'UpdatedAtNanos', 'StatusLabel']}>
          <TextField source="OrderNumber" />
          <FibreProductStatusChip source="Status" label="resources.UFB.fields.Status" />
          <FunctionField
            source="StatusLabel"
            sortable={false}
            render={(p: FibreProductRecord) => fibreStatusLabel(p) ?? ''}
          />
          <ReferenceField
            {...referenceFailure('customer')}
            source="CustomerUUID"
            reference="customer"
            sortBy="CustomerName"
            link="show"
          />
          <TextField source="Address.Formatted" />
          <TextField source="LFC" />
          <ReferenceField
            {...referenceFailure('UFB_plan')}
            source="PlanUUID"
            reference="UFB_plan"
            link={false}
          />
          <TextField source="BillingReference" />
          <NanosField source="CreatedAtNanos" />
          <NanosField source="UpdatedAtNanos" />
        </DatagridConfigurable>
      )}
    </List>
  );
}
