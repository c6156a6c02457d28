import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { CentsInput } from '../components/cents-input';

export function PlanInputs() {
  return (
    <>
      <TextInput source="Name" />
      <TextInput source="Description" multiline fullWidth />
      <CentsInput source="Cents" helperText="NZD per month" />
      <NumberInput source="DownloadMbps" step={1} min={1} />
      <NumberInput source="UploadMbps" step={1} min={1} />
      <BooleanInput source="Available" />
    </>
  );
}
