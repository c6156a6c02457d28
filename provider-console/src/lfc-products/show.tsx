import { Show, SimpleShowLayout } from 'react-admin';
import { DeletedBanner } from '../components/deleted-state';
import { RecordActions } from '../components/record-actions';
import { lfcProductFields } from './fields';

export function LfcProductShow() {
  return (
    <Show actions={<RecordActions />}>
      <SimpleShowLayout>
        <DeletedBanner />
        {lfcProductFields}
      </SimpleShowLayout>
    </Show>
  );
}
