import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CustomerFibreProduct } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CardsSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { chooseBroadbandProduct, chosenBroadbandProduct } from '../../lib/broadband-products';
import { FibreServiceCard } from './broadband-service-card';
import { useFibreProducts } from './use-fibre-products';
import './i18n';

function Choice({ product, current }: { product: CustomerFibreProduct; current: boolean }) {
  const { t } = useTranslation('broadbandAccount');
  const navigate = useNavigate();
  return (
    <FibreServiceCard
      product={product}
      current={current}
      actions={(headingId) => (
        <Button
          variant={current ? 'contained' : 'outlined'}
          aria-describedby={headingId}
          onClick={() => {
            chooseBroadbandProduct(product.UUID);
            void navigate('/profile/broadband/ufb/subscriptions');
          }}
        >
          {t('select.manage')}
        </Button>
      )}
    />
  );
}

/** select-ufb-product: which of the account's fibre services the broadband screens work on. */
export function SelectUfbProductPage() {
  const { t } = useTranslation('broadbandAccount');
  const products = useFibreProducts();
  const chosen = chosenBroadbandProduct();
  return (
    <Page title={t('select.title')}>
      {products.isPending && <CardsSkeleton />}
      {products.error && <ErrorBanner error={products.error} onRetry={() => void products.refetch()} />}
      {products.data?.length === 0 && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('select.none')}</Typography>
          <Button component={Link} to="/ufb" variant="contained">
            {t('select.shop')}
          </Button>
        </Stack>
      )}
      {!!products.data?.length && (
        <>
          <Typography sx={{ mb: 2 }}>{t('select.lead')}</Typography>
          <Stack spacing={2}>
            {products.data.map((p) => (
              <Choice key={p.UUID} product={p} current={p.UUID === chosen} />
            ))}
          </Stack>
        </>
      )}
    </Page>
  );
}
