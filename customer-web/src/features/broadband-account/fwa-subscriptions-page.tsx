import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FwaServiceProduct } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CardsSkeleton } from '../../components/content-skeleton';
import { BroadbandPage } from './broadband-nav';
import { BroadbandServiceCard } from './broadband-service-card';
import { PlanChangeActions } from './plan-change-actions';
import { useFwaProducts } from './use-fwa-products';
import './i18n';

function FwaCard({ product }: { product: FwaServiceProduct }) {
  const { t } = useTranslation('broadbandAccount');
  return (
    <BroadbandServiceCard
      name={product.PlanName}
      address={product.ServiceAddress}
      state={t(product.Suspended ? 'fwa.suspended' : 'fwa.active')}
    >
      <Typography variant="body2">{t('order', { number: product.OrderNumber })}</Typography>
      <PlanChangeActions
        network="fwa"
        serviceUUID={product.UUID}
        scheduledFromNanos={product.ScheduledPlan?.FromNanos}
      />
    </BroadbandServiceCard>
  );
}

/** The account's fixed-wireless services: one for each fixed-wireless order that has completed. */
export function FwaSubscriptionsPage() {
  const { t } = useTranslation('broadbandAccount');
  const products = useFwaProducts();
  return (
    <BroadbandPage network="fwa" title={t('fwa.title')}>
      <Typography sx={{ mb: 2 }}>{t('fwa.lead')}</Typography>
      {products.isPending && <CardsSkeleton />}
      {products.error && <ErrorBanner error={products.error} onRetry={() => void products.refetch()} />}
      {products.data?.length === 0 && <Typography>{t('fwa.none')}</Typography>}
      <Stack spacing={2}>
        {products.data?.map((p) => (
          <FwaCard key={p.UUID} product={p} />
        ))}
      </Stack>
      <Button component={Link} to="/profile/my-orders" sx={{ mt: 2 }}>
        {t('orders')}
      </Button>
    </BroadbandPage>
  );
}
