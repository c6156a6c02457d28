import { FibreOrderUpdateSchema, ORDER_TRANSITIONS, OrderTypeSchema } from '@portal/shared';
import { Edit, SelectInput, TextInput } from 'react-admin';
import { KeptEditForm } from '../components/kept-edit-form';
import { LegalStateInput, PlanInput, SubstateInput } from '../components/record-inputs';
import { ORDER_STATE_CHOICES, ORDER_SUBSTATE_CHOICES } from '../lib/choices';
import { zodValidate } from '../lib/zod-validate';
import { editFailureProps } from '../lib/failure-props';
import { useSaveFailure } from '../lib/use-save-failure';

const validate = zodValidate(FibreOrderUpdateSchema.omit({ DeletedAtNanos: true }));

/** An order's change goes to the network provider: it is saved before the console says so (pessimistic). */
export function FibreOrderEdit() {
  const saveFailure = useSaveFailure();
  return (
    // The next edit starts from what was saved, never from a change still waiting for its undo notice to close.
    <Edit {...editFailureProps} mutationMode="pessimistic" mutationOptions={{ onError: saveFailure }}>
      <KeptEditForm validate={validate}>
        <LegalStateInput transitions={ORDER_TRANSITIONS} choices={ORDER_STATE_CHOICES} />
        <SubstateInput choices={ORDER_SUBSTATE_CHOICES} />
        <TextInput source="Note" multiline fullWidth />
        <PlanInput />
        <TextInput source="Address.Formatted" fullWidth />
        <TextInput source="Address.Suburb" />
        <TextInput source="Address.City" />
        <TextInput source="Address.PostCode" />
        <SelectInput
          source="ExternalReference.OrderType"
          choices={OrderTypeSchema.options.map((type) => ({ id: type, name: type }))}
          translateChoice={false}
        />
        <TextInput source="ExternalReference.RSFDate" helperText="YYYY-MM-DD" />
        <TextInput source="ExternalReference.SiteContactName" />
        <TextInput source="ExternalReference.SiteContactPhone" />
        <TextInput source="ExternalReference.SiteContactEmail" />
      </KeptEditForm>
    </Edit>
  );
}
