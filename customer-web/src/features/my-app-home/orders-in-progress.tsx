import { Button, Typography } from '@mui/material';
import { formatNzDay, ordersInProgress, type ShopOrder } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { CardList, ListCard } from '../../components/list-card';
import { HomeSection, SectionSkeleton } from './home-section';
import { useOrders } from './use-home-data';
import './i18n';

/** Where an order is up to: the broadband order's own step when it has one, else the order's status. */
function currentStep(order: ShopOrder, status: (s: string) => string): string {
  const p = order.Provisioning;
  return p ? p.StateText || p.State : status(order.Status);
}

/** The orders still under way, each with the step it is at now. */
export function OrdersInProgress() {
  const { t } = useTranslation('myAppHome');
  const orders = useOrders();
  const open = ordersInProgress(orders.data ?? []);
  return (
    <HomeSection title={t('orders.heading')}>
      {orders.error ? (
        <ErrorBanner error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.isPending ? (
        <SectionSkeleton />
      ) : open.length === 0 ? (
        <Typography>{t('orders.none')}</Typography>
      ) : (
        <CardList label={t('orders.heading')}>
          {open.map((order) => (
            <ListCard key={order.OrderID} title={order.OrderNumber}>
              <Typography>{order.OrderItems.map((line) => line.Name).join(', ')}</Typography>
              <Typography sx={{ fontWeight: 600 }}>
                {t('orders.step', {
                  step: currentStep(order, (s) => t(`orders.status.${s}`, { defaultValue: s })),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('orders.placed', { date: formatNzDay(order.CreatedAtNanos / 1e6) })}
              </Typography>
            </ListCard>
          ))}
        </CardList>
      )}
      <Button component={Link} to="/profile/my-orders" sx={{ mt: 1 }}>
        {t('orders.all')}
      </Button>
    </HomeSection>
  );
}
