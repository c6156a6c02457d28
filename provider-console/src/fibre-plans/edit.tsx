import { UfbPlanUpdateSchema } from '@portal/shared';
import { Edit } from 'react-admin';
import { zodValidate } from '../lib/zod-validate';
import { PlanInputs } from './form-inputs';
import { editFailureProps } from '../lib/failure-props';
import { useSaveFailure } from '../lib/use-save-failure';
import { KeptEditForm } from '../components/kept-edit-form';

export function FibrePlanEdit() {
  const saveFailure = useSaveFailure({ undoable: true });
  return (
    <Edit {...editFailureProps} mutationOptions={{ onError: saveFailure }}>
      <KeptEditForm validate={zodValidate(UfbPlanUpdateSchema)}>
        <PlanInputs />
      </KeptEditForm>
    </Edit>
  );
}
