import { UfbPlanUpdateSchema } from '@portal/shared';
import { Edit, SimpleForm } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { PlanInputs } from './form-inputs';
import { editFailureProps } from '../lib/failure-props';
import { useSaveFailure } from '../lib/use-save-failure';

export function FibrePlanEdit() {
  const saveFailure = useSaveFailure();
  return (
    <Edit {...editFailureProps} mutationOptions={{ onError: saveFailure }}>
      <SimpleForm validate={zodValidate(UfbPlanUpdateSchema)}>
        <PlanInputs />
      </SimpleForm>
    </Edit>
  );
}
