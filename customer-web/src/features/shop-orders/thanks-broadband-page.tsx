import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import type { OrderProvisioning } from '@portal/shared';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { readCompletedPurchase, type PurchasedSummary } from '../../lib/completed-purchase';
import { AppointmentBooking } from './appointment-booking';
import { OrderProgress, type WhatNext } from './order-progress';
import { useOrderWatch } from './use-order-watch';
import { useShopOrder } from './use-shop-order';
import './i18n';

/** The opening line says what is true now: set up once the order completed, paid only once it failed. */
const leadOf = (status: string | undefined) =>
  status === 'COMPLETED' ? 'thanks.leadDone' : status === 'FAILED' ? 'thanks.leadPaid' : 'thanks.lead';

/**
 * What comes next once the order is with the provider, as it stands now: a time to book, the booked one, a
 * booking that opens once the modem has arrived, or the order to follow.
 */
function whatNext(provisioning: OrderProvisioning | null | undefined, fibre: boolean): WhatNext {
  if (provisioning?.Appointment) return 'booked';
  if (provisioning?.Bookable) return fibre ? 'done' : 'doneFwa';
  return fibre ? 'follow' : 'later';
}

/** A completed order needs nothing more: it says so and offers where to go from here. */
function Completed() {
  const { t } = useTranslation('shopOrders');
  return (
    <Alert severity="success" sx={{ alignItems: 'center' }}>
      <AlertTitle>{t('progress.complete.title')}</AlertTitle>
      <Typography sx={{ mb: 1.5 }}>{t('progress.complete.lead')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={Link} to="/profile/broadband" variant="contained">
          {t('progress.complete.broadband')}
        </Button>
        <Button component={Link} to="/profile/my-app-home" variant="outlined">
          {t('progress.complete.home')}
        </Button>
        <Button component={Link} to="/profile/my-orders" variant="outlined">
          {t('progress.complete.orders')}
        </Button>
      </Stack>
    </Alert>
  );
}

function BroadbandProgress({ summary }: { summary: PurchasedSummary }) {
  const { t } = useTranslation('shopOrders');
  const { state, retry } = useOrderWatch(summary);
  const order = useShopOrder(summary.number);
  const provisioning = order.data?.Provisioning;
  const fibre = summary.broadband?.kind === 'UFB';
  const completed = order.data?.Status === 'COMPLETED';
  // The booking card only while there is a time to choose or one booked: never an empty box.
  const booking =
    !completed &&
    state.end?.kind === 'done' &&
    provisioning &&
    (provisioning.Bookable || provisioning.Appointment);
  return (
    <Stack spacing={2}>
      <Typography>{t(leadOf(order.data?.Status), { number: summary.number })}</Typography>
      {completed && <Completed />}
      <OrderProgress
        state={state}
        fibre={fibre}
        onRetry={retry}
        completed={completed}
        next={whatNext(provisioning, fibre)}
      />
      {order.data && (
        <Typography>{t('progress.status', { status: t(`status.${order.data.Status}`) })}</Typography>
      )}
      {booking && <AppointmentBooking provisioning={provisioning} />}
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
