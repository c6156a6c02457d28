import { Show, SimpleShowLayout } from 'react-admin';
import { DeletedBanner } from '../components/deleted-state';
import { RecordActions } from '../components/record-actions';
import { lfcProductFields } from './fields';
import { showFailureProps } from '../lib/failure-props';

export function LfcProductShow() {
  return (
    <Show {...showFailureProps} actions={<RecordActions />}>
      <SimpleShowLayout>
        <DeletedBanner />
        {lfcProductFields}
      </SimpleShowLayout>
    </Show>
  );
}
