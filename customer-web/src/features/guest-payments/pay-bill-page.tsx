import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { GuestPaymentFlow } from './guest-payment-flow';
import './i18n';

/** pay-bill: a bill paid by invoice or account number without signing in. */
export function PayBillPage() {
  const { t } = useTranslation('guest-payments');
  return (
    <Page title={t('payBill.title')}>
      <Typography sx={{ mb: 3 }}>{t('payBill.intro')}</Typography>
      <GuestPaymentFlow kind="payBill" />
    </Page>
  );
}
