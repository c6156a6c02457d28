import { EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { fibrePlanFields } from './fields';
import { showFailureProps } from '../lib/failure-props';

export function FibrePlanShow() {
  return (
    <Show
      {...showFailureProps}
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>{fibrePlanFields({ withDescription: true })}</SimpleShowLayout>
    </Show>
  );
}
