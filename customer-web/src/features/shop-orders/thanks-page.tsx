import { Stack, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/error-banner';
import { Page } from '../../components/page';
import { readCompletedPurchase } from '../../lib/completed-purchase';
import { calendarDay } from './format';
import { useShopOrder } from './use-shop-order';
import './i18n';

/** After a purchase of SIMs (and plans): the order number and when the SIMs arrive. */
export function ThanksPage() {
  const { t } = useTranslation('shopOrders');
  const summary = readCompletedPurchase();
  const order = useShopOrder(summary?.number);
  if (summary?.broadband) return <Navigate to="/eshop/thanks-broadband" replace />;
  const estimate = order.data?.OrderItems.find((l) => l.DeliveryEstimate)?.DeliveryEstimate;
  return (
    <Page title={t('thanks.title')}>
      <Stack spacing={2}>
        <Typography>{t('thanks.simsLead', { number: summary?.number ?? '' })}</Typography>
        {estimate && (
          <Typography>
            {t('thanks.delivery', { from: calendarDay(estimate.From), to: calendarDay(estimate.To) })}
          </Typography>
        )}
        {order.error && (
          <ErrorBanner
            what={t('thanks.deliveryUnknown')}
            error={order.error}
            onRetry={() => void order.refetch()}
          />
        )}
        <Typography>{summary?.e_sim ? t('thanks.esim') : t('thanks.simsReady')}</Typography>
      </Stack>
    </Page>
  );
}
