import { LfcProductUpdateSchema } from '@portal/shared';
import { Edit } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { LfcProductInputs } from './form-inputs';
import { editFailureProps } from '../lib/failure-props';
import { useSaveFailure } from '../lib/use-save-failure';
import { KeptEditForm } from '../components/kept-edit-form';

const validate = zodValidate(LfcProductUpdateSchema.omit({ DeletedAtNanos: true }));

/** Undoable (react-admin's default): the change reaches the API once the undo notice has gone. */
export function LfcProductEdit() {
  const saveFailure = useSaveFailure({ undoable: true });
  return (
    <Edit {...editFailureProps} mutationOptions={{ onError: saveFailure }}>
      <KeptEditForm validate={validate}>
        <LfcProductInputs />
      </KeptEditForm>
    </Edit>
  );
}
