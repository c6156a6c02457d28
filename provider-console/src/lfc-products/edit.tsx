import { LfcProductUpdateSchema } from '@portal/shared';
import { Edit, SimpleForm } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { LfcProductInputs } from './form-inputs';

const validate = zodValidate(LfcProductUpdateSchema.omit({ DeletedAtNanos: true }));

/** Undoable (react-admin's default): the change reaches the API once the undo notice has gone. */
export function LfcProductEdit() {
  return (
    <Edit>
      <SimpleForm validate={validate}>
        <LfcProductInputs />
      </SimpleForm>
    </Edit>
  );
}
