import { Stack, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { readCompletedPurchase, type PurchasedSummary } from '../../lib/completed-purchase';
import { AppointmentBooking } from './appointment-booking';
import { OrderProgress } from './order-progress';
import { useOrderWatch } from './use-order-watch';
import { useShopOrder } from './use-shop-order';
import './i18n';

/** The opening line says what is true now: set up once the order completed, paid only once it failed. */
const leadOf = (status: string | undefined) =>
  status === 'COMPLETED' ? 'thanks.leadDone' : status === 'FAILED' ? 'thanks.leadPaid' : 'thanks.lead';

function BroadbandProgress({ summary }: { summary: PurchasedSummary }) {
  const { t } = useTranslation('shopOrders');
  const { state, retry } = useOrderWatch(summary);
  const order = useShopOrder(summary.number);
  const provisioning = order.data?.Provisioning;
  const fibre = summary.broadband?.kind === 'UFB';
  return (
    <Stack spacing={2}>
      <Typography>{t(leadOf(order.data?.Status), { number: summary.number })}</Typography>
      <OrderProgress state={state} fibre={fibre} onRetry={retry} />
      {order.data && (
        <Typography>{t('progress.status', { status: t(`status.${order.data.Status}`) })}</Typography>
      )}
      {state.end?.kind === 'done' && provisioning && <AppointmentBooking provisioning={provisioning} />}
    </Stack>
  );
}

/** After a broadband purchase: the order's provisioning, live, then the installation appointment. */
export function ThanksBroadbandPage() {
  const { t } = useTranslation('shopOrders');
  const summary = readCompletedPurchase();
  if (!summary?.broadband) return <Navigate to="/eshop/thanks" replace />;
  return (
    <Page title={t('thanks.title')}>
      <BroadbandProgress summary={summary} />
    </Page>
  );
}
