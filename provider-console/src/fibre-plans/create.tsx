import { UfbPlanCreateSchema } from '@portal/shared';
import { Create, SimpleForm } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { PlanInputs } from './form-inputs';

export function FibrePlanCreate() {
  return (
    <Create redirect="show">
      <SimpleForm
        validate={zodValidate(UfbPlanCreateSchema)}
        defaultValues={{ Available: true, Description: '' }}
      >
        <PlanInputs />
      </SimpleForm>
    </Create>
  );
}
