import { LfcProductCreateSchema } from '@portal/shared';
import { Create, SimpleForm } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { LfcProductInputs } from './form-inputs';

export function LfcProductCreate() {
  return (
    <Create redirect="show">
      <SimpleForm
        validate={zodValidate(LfcProductCreateSchema)}
        defaultValues={{ Available: true, Description: '' }}
      >
        <LfcProductInputs />
      </SimpleForm>
    </Create>
  );
}
