import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { GuestPaymentFlow } from './guest-payment-flow';
import './i18n';

/** recharge: a prepay mobile topped up by card or voucher without signing in. */
export function RechargePage() {
  const { t } = useTranslation('guest-payments');
  return (
    <Page title={t('recharge.title')}>
      <Typography sx={{ mb: 3 }}>{t('recharge.intro')}</Typography>
      <GuestPaymentFlow kind="recharge" />
    </Page>
  );
}
