import { FibreProductUpdateSchema, PRODUCT_TRANSITIONS } from '@portal/shared';
import { Edit, TextInput } from 'react-admin';
import { LegalStateInput, PlanInput, SubstateInput } from '../components/record-inputs';
import { PRODUCT_STATE_CHOICES, PRODUCT_SUBSTATE_CHOICES } from '../lib/choices';
import { zodValidate } from '../lib/zod-validate';
import { editFailureProps } from '../lib/failure-props';
import { useSaveFailure } from '../lib/use-save-failure';
import { KeptEditForm } from '../components/kept-edit-form';

const validate = zodValidate(FibreProductUpdateSchema.omit({ DeletedAtNanos: true }));

/** Edits are undoable (react-admin's default): the change is sent when the undo notice has gone. */
export function FibreProductEdit() {
  const saveFailure = useSaveFailure({ undoable: true });
  return (
    <Edit {...editFailureProps} mutationOptions={{ onError: saveFailure }}>
      <KeptEditForm validate={validate}>
        <LegalStateInput transitions={PRODUCT_TRANSITIONS} choices={PRODUCT_STATE_CHOICES} />
        <SubstateInput choices={PRODUCT_SUBSTATE_CHOICES} />
        <TextInput source="Note" multiline fullWidth />
        <PlanInput />
        <TextInput source="BillingReference" />
      </KeptEditForm>
    </Edit>
  );
}
