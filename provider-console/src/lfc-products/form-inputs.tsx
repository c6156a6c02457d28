import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { CentsInput } from '../components/cents-input';
import { LFC_CHOICES } from '../lib/choices';

export function LfcProductInputs() {
  return (
    <>
      <SelectInput source="LFC" choices={LFC_CHOICES} translateChoice={false} />
      <TextInput source="Name" />
      <TextInput source="ProductCode" />
      <TextInput source="Description" multiline fullWidth />
      <NumberInput source="DownloadMbps" step={1} min={1} />
      <NumberInput source="UploadMbps" step={1} min={1} />
      <CentsInput source="WholesaleCents" helperText="NZD per month" />
      <BooleanInput source="Available" />
    </>
  );
}
