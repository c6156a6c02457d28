import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import './i18n';

/** First and last name; when either is missing the message shows under the empty one (names need both). */
export function NameFields({
  firstName,
  lastName,
  onChange,
  error,
}: {
  firstName: string;
  lastName: string;
  onChange: (names: { firstName: string; lastName: string }) => void;
  error?: string;
}) {
  const { t } = useTranslation('access');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormField
        label={t('fields.firstName')}
        name="given-name"
        autoComplete="given-name"
        value={firstName}
        onValue={(value) => onChange({ firstName: value, lastName })}
        problem={!firstName.trim() && error}
        required
        fullWidth
      />
      <FormField
        label={t('fields.lastName')}
        name="family-name"
        autoComplete="family-name"
        value={lastName}
        onValue={(value) => onChange({ firstName, lastName: value })}
        problem={!lastName.trim() && error}
        required
        fullWidth
      />
    </Stack>
  );
}
