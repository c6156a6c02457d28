import { UfbPlanCreateSchema } from '@portal/shared';
import { Create, SimpleForm } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { PlanInputs } from './form-inputs';
import { useSaveFailure } from '../lib/use-save-failure';

export function FibrePlanCreate() {
  const saveFailure = useSaveFailure();
  return (
    <Create redirect="show" mutationOptions={{ onError: saveFailure }}>
      <SimpleForm
        validate={zodValidate(UfbPlanCreateSchema)}
        defaultValues={{ Available: true, Description: '' }}
      >
        <PlanInputs />
      </SimpleForm>
    </Create>
  );
}
