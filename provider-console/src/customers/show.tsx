import { Datagrid, ReferenceManyField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { NanosField } from '../components/nanos-field';
import { FibreProductStatusChip, OrderStateChip } from '../components/status-chips';
import { customerFields } from './fields';
import { referenceManyFailureProps, showFailureProps } from '../lib/failure-props';

/** A customer account with its fibre orders and products. */
export function CustomerShow() {
  return (
    <Show {...showFailureProps}>
      <SimpleShowLayout>
        {customerFields}
        <ReferenceManyField
          label="resources.UFB_order.name"
          reference="UFB_order"
          target="CustomerUUID"
          {...referenceManyFailureProps}
        >
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="OrderNumber" />
            <OrderStateChip source="State" label="resources.UFB_order.fields.State" />
            <TextField source="Address.Formatted" />
            <NanosField source="CreatedAtNanos" />
          </Datagrid>
        </ReferenceManyField>
        <ReferenceManyField
          label="resources.UFB.name"
          reference="UFB"
          target="CustomerUUID"
          {...referenceManyFailureProps}
        >
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="OrderNumber" />
            <FibreProductStatusChip source="Status" label="resources.UFB.fields.Status" />
            <TextField source="Address.Formatted" />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
