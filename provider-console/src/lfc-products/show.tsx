import { BooleanField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DeletedBanner } from '../components/deleted-state';
import { MoneyField } from '../components/money-field';
import { NanosField } from '../components/nanos-field';
import { RecordActions } from '../components/record-actions';

export function LfcProductShow() {
  return (
    <Show actions={<RecordActions />}>
      <SimpleShowLayout>
        <DeletedBanner />
        <TextField source="LFC" />
        <TextField source="Name" />
        <TextField source="ProductCode" />
        <TextField source="Description" />
        <NumberField source="DownloadMbps" />
        <NumberField source="UploadMbps" />
        <MoneyField source="WholesaleCents" />
        <BooleanField source="Available" />
        <NanosField source="CreatedAtNanos" />
        <NanosField source="UpdatedAtNanos" />
      </SimpleShowLayout>
    </Show>
  );
}
