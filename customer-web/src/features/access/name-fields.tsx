import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form';
import './i18n';

/** First and last name (fields `firstName` and `lastName`); a missing name shows under the empty one. */
export function NameFields() {
  const { t } = useTranslation('access');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextInput
        name="firstName"
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
        fullWidth
      />
      <TextInput name="lastName" label={t('fields.lastName')} autoComplete="family-name" required fullWidth />
    </Stack>
  );
}
