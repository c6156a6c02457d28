import {
  BooleanField,
  EditButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { MoneyField } from '../components/money-field';
import { NanosField } from '../components/nanos-field';

export function FibrePlanShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="Name" />
        <TextField source="Description" />
        <MoneyField source="Cents" />
        <NumberField source="DownloadMbps" />
        <NumberField source="UploadMbps" />
        <BooleanField source="Available" />
        <NanosField source="CreatedAtNanos" />
        <NanosField source="UpdatedAtNanos" />
      </SimpleShowLayout>
    </Show>
  );
}
