import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { AccountCard } from './account-card';
import { BillingCycleCard } from './billing-cycle-card';
import './i18n';

/** The postpay account at a glance: what it owes, its billing periods, and its billing cycle. */
export function BillingPage() {
  const { t } = useTranslation('bills');
  const { flags } = useFlags();
  return (
    <Page title={t('billingTitle')}>
      <Typography sx={{ mb: 2 }}>{t('billingIntro')}</Typography>
      <Stack spacing={2}>
        <AccountCard />
        <Stack direction="row" spacing={2}>
          <Button variant="contained" component={Link} to="/profile/pay-bill">
            {t('payBill')}
          </Button>
          <Button component={Link} to="/profile/invoices">
            {t('invoices')}
          </Button>
        </Stack>
        {flags.billing_cycle && <BillingCycleCard />}
      </Stack>
    </Page>
  );
}
