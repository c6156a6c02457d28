import { UfbPlanUpdateSchema } from '@portal/shared';
import { Edit, SimpleForm } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { PlanInputs } from './form-inputs';

export function FibrePlanEdit() {
  return (
    <Edit>
      <SimpleForm validate={zodValidate(UfbPlanUpdateSchema)}>
        <PlanInputs />
      </SimpleForm>
    </Edit>
  );
}
