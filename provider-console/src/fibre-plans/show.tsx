import { EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { fibrePlanFields } from './fields';

export function FibrePlanShow() {
  return (
    <Show
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
