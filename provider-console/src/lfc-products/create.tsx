import { LfcProductCreateSchema } from '@portal/shared';
import { Create, SimpleForm } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { LfcProductInputs } from './form-inputs';
import { useSaveFailure } from '../lib/use-save-failure';

export function LfcProductCreate() {
  const saveFailure = useSaveFailure();
  return (
    <Create redirect="show" mutationOptions={{ onError: saveFailure }}>
      <SimpleForm
        validate={zodValidate(LfcProductCreateSchema)}
        defaultValues={{ Available: true, Description: '' }}
      >
        <LfcProductInputs />
      </SimpleForm>
    </Create>
  );
}
