import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomerFibreProduct } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CardsSkeleton } from '../../components/content-skeleton';
import { chosenBroadbandProduct } from '../../lib/broadband-products';
import { BroadbandPage } from './broadband-nav';
import { FibreServiceCard } from './broadband-service-card';
import { PlanChangeActions } from './plan-change-actions';
import { useFibreProducts } from './use-fibre-products';
import './i18n';

function FibreCard({ product, current }: { product: CustomerFibreProduct; current: boolean }) {
  const { t } = useTranslation('broadbandAccount');
  return (
    <FibreServiceCard product={product} current={current}>
      <Typography variant="body2">{t('order', { number: product.OrderNumber })}</Typography>
      <PlanChangeActions
        network="ufb"
        serviceUUID={product.UUID}
        scheduledFromNanos={product.ScheduledPlan?.FromNanos}
      />
    </FibreServiceCard>
  );
}

/** The account's fibre services: plan, address and where each is up to. */
export function UfbSubscriptionsPage() {
  const { t } = useTranslation('broadbandAccount');
  const products = useFibreProducts();
  const chosen = chosenBroadbandProduct();
  return (
    <BroadbandPage network="ufb" title={t('ufb.title')}>
      <Typography sx={{ mb: 2 }}>{t('ufb.lead')}</Typography>
      {products.isPending && <CardsSkeleton />}
      {products.error && <ErrorBanner error={products.error} onRetry={() => void products.refetch()} />}
      {products.data?.length === 0 && <Typography>{t('ufb.none')}</Typography>}
      <Stack spacing={2}>
        {products.data?.map((p) => (
          <FibreCard key={p.UUID} product={p} current={p.UUID === chosen} />
        ))}
      </Stack>
      <Button component={Link} to="/profile/my-orders" sx={{ mt: 2 }}>
        {t('orders')}
      </Button>
    </BroadbandPage>
  );
}
