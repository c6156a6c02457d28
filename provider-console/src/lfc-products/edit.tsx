import { LfcProductUpdateSchema } from '@portal/shared';
import { Edit, SimpleForm } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { LfcProductInputs } from './form-inputs';
import { editFailureProps } from '../lib/failure-props';
import { useSaveFailure } from '../lib/use-save-failure';

const validate = zodValidate(LfcProductUpdateSchema.omit({ DeletedAtNanos: true }));

/** Undoable (react-admin's default): the change reaches the API once the undo notice has gone. */
export function LfcProductEdit() {
  const saveFailure = useSaveFailure();
  return (
    <Edit {...editFailureProps} mutationOptions={{ onError: saveFailure }}>
      <SimpleForm validate={validate}>
        <LfcProductInputs />
      </SimpleForm>
    </Edit>
  );
}
