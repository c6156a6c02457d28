import {
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { formatNzd, type ShopOrder } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountsWithGst } from '../../components/amounts-with-gst';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { AppointmentBooking } from './appointment-booking';
import { calendarDay, nzDay } from './format';
import { useShopOrders } from './use-shop-orders';
import './i18n';

function OrderCard({ order }: { order: ShopOrder }) {
  const { t } = useTranslation('shopOrders');
  const headingId = useId();
  const p = order.Provisioning;
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {order.OrderNumber}
          </Typography>
          <Chip
            label={t(`status.${order.Status}`)}
            color={order.Status === 'FAILED' ? 'error' : 'default'}
            variant={order.Status === 'FAILED' ? 'filled' : 'outlined'}
            size="small"
          />
        </Stack>
        <Typography variant="body2">{t('orders.placed', { date: nzDay(order.CreatedAtNanos) })}</Typography>
        <List dense>
          {order.OrderItems.map((line) => (
            <ListItem key={line.UUID} disableGutters>
              <ListItemText
                primary={`${line.Quantity} × ${line.Name} — ${formatNzd(line.PriceCents)}`}
                secondary={
                  line.DeliveryEstimate
                    ? t('orders.delivery', {
                        from: calendarDay(line.DeliveryEstimate.From),
                        to: calendarDay(line.DeliveryEstimate.To),
                      })
                    : undefined
                }
              />
            </ListItem>
          ))}
        </List>
        <AmountsWithGst amounts={order} />
        {p && <Typography variant="body2">{t('orders.state', { state: p.StateText || p.State })}</Typography>}
        {order.OrderNotes.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {t('orders.notes')}
            </Typography>
            <List dense>
              {order.OrderNotes.map((note, i) => (
                <ListItem key={i} disableGutters>
                  <ListItemText primary={note} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {p && (p.Bookable || p.Appointment) && <AppointmentBooking provisioning={p} />}
      </CardContent>
    </Card>
  );
}

/** The account's order history: each order's status, lines, appointment and the notes meant for the customer. */
export function MyOrdersPage() {
  const { t } = useTranslation('shopOrders');
  const orders = useShopOrders();
  return (
    <Page title={t('orders.title')} width="md">
      <Typography sx={{ mb: 2 }}>{t('orders.lead')}</Typography>
      {orders.isPending && <ListSkeleton />}
      {orders.error && <ErrorBanner error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data?.length === 0 && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('orders.none')}</Typography>
          <Button component={Link} to="/ufb" variant="contained">
            {t('orders.shop')}
          </Button>
        </Stack>
      )}
      <Stack spacing={2}>
        {orders.data?.map((order) => (
          <OrderCard key={order.OrderID} order={order} />
        ))}
      </Stack>
    </Page>
  );
}
