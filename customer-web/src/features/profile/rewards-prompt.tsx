import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText, type Customer } from '@portal/shared';
import { useCustomerPreferences, useSetCustomerPreferences } from './use-customer-preferences';
import './i18n';

/**
 * Asks an account without a rewards number to add one, until it does or says not to ask again
 * (HideExternalIDPromt, kept with the account so it holds on every device).
 */
export function RewardsPrompt({ customer }: { customer: Customer }) {
  const { t } = useTranslation('profile');
  const prefs = useCustomerPreferences();
  const hide = useSetCustomerPreferences();
  if (customer.ExternalRef5 || !prefs.data || prefs.data.HideExternalIDPromt) return null;
  return (
    // The actions sit under the question, not in the alert's side slot, where a phone squeezes them to a word a line.
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      {hide.error ? errorText(hide.error) : t('rewards.prompt')}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to="auth-to-set-true-rewards-number" size="small" variant="outlined">
          {t('rewards.promptAdd')}
        </Button>
        <Button
          size="small"
          onClick={() => hide.mutate({ HideExternalIDPromt: true })}
          disabled={hide.isPending}
        >
          {t('rewards.promptHide')}
        </Button>
      </Stack>
    </Alert>
  );
}
