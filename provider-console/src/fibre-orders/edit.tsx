import { FibreOrderUpdateSchema, ORDER_TRANSITIONS, type FibreOrderRecord } from '@portal/shared';
import { Edit, ReferenceInput, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { ORDER_STATE_CHOICES, ORDER_SUBSTATE_CHOICES } from '../lib/choices';
import { zodValidate } from '../lib/zod-validate';

const validate = zodValidate(FibreOrderUpdateSchema.omit({ DeletedAtNanos: true }));

/** Only the current state and the legal moves from it are offered (the API refuses others with 409). */
function StateInput() {
  const order = useRecordContext<FibreOrderRecord>();
  const legal = order ? [order.State, ...ORDER_TRANSITIONS[order.State]] : [];
  return <SelectInput source="State" choices={ORDER_STATE_CHOICES.filter((c) => legal.includes(c.id))} />;
}

/** Edits are undoable (react-admin's default): the change is sent when the undo notice has gone. */
export function FibreOrderEdit() {
  return (
    <Edit>
      <SimpleForm validate={validate}>
        <StateInput />
        <SelectInput
          source="Substate"
          choices={ORDER_SUBSTATE_CHOICES}
          translateChoice={false}
          emptyValue=""
        />
        <TextInput source="Note" multiline fullWidth />
        <ReferenceInput source="PlanUUID" reference="UFB_plan" sort={{ field: 'Cents', order: 'ASC' }}>
          <SelectInput optionText="Name" />
        </ReferenceInput>
        <TextInput source="Address.Formatted" fullWidth />
        <TextInput source="Address.Suburb" />
        <TextInput source="Address.City" />
        <TextInput source="Address.PostCode" />
        <SelectInput
          source="ExternalReference.OrderType"
          choices={[
            { id: 'ConnectPrimary', name: 'ConnectPrimary' },
            { id: 'TransferPrimary', name: 'TransferPrimary' },
          ]}
          translateChoice={false}
        />
        <TextInput source="ExternalReference.RSFDate" helperText="YYYY-MM-DD" />
        <TextInput source="ExternalReference.SiteContactName" />
        <TextInput source="ExternalReference.SiteContactPhone" />
        <TextInput source="ExternalReference.SiteContactEmail" />
      </SimpleForm>
    </Edit>
  );
}
