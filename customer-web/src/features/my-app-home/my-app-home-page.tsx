import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { serviceType } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { useMobileProducts } from '../../lib/mobile-products';
import { useServerNow } from '../../lib/server-clock';
import { BillsDue } from './bills-due';
import { BroadbandServiceCard, type BroadbandService } from './broadband-service-card';
import { CardSkeleton } from '../../components/card-skeleton';
import { HomeSection } from './home-section';
import { HomeNotices } from './home-notices';
import { MobileServiceCard } from './mobile-service-card';
import { OrdersInProgress } from './orders-in-progress';
import { useFibreServices, useFwaServices } from './use-home-data';
import './i18n';

/** The account's fibre and fixed-wireless services, as the home's cards show them. */
function useBroadbandServices() {
  const { t } = useTranslation('myAppHome');
  const fibre = useFibreServices();
  const fwa = useFwaServices();
  const services: BroadbandService[] = [
    ...(fibre.data ?? []).map((p) => ({
      network: 'ufb' as const,
      UUID: p.UUID,
      planName: p.PlanName,
      planUUID: p.PlanUUID,
      address: p.Address.Formatted,
      status: p.StateDescription || p.State,
      tone:
        p.State === 'active'
          ? ('success' as const)
          : p.State === 'cancelled'
            ? ('error' as const)
            : ('warning' as const),
    })),
    ...(fwa.data ?? []).map((p) => ({
      network: 'fwa' as const,
      UUID: p.UUID,
      planName: p.PlanName,
      planUUID: p.PlanUUID,
      address: p.ServiceAddress,
      status: p.Suspended ? t('broadband.suspended') : t('broadband.active'),
      tone: p.Suspended ? ('error' as const) : ('success' as const),
    })),
  ];
  return {
    services,
    isPending: fibre.isPending || fwa.isPending,
    error: fibre.error ?? fwa.error,
    retry: () => {
      void fibre.refetch();
      void fwa.refetch();
    },
  };
}

/**
 * The customer's home (the specification's my-app-home tab): each mobile and broadband service with what matters
 * about it, the bills still owed, the orders under way and what needs the customer's attention. On a desktop the
 * services fill the wide column and bills and orders sit beside them; on a phone everything is one column, notices
 * first.
 */
export function MyAppHomePage() {
  const { t } = useTranslation('myAppHome');
  const { flags } = useFlags();
  const mobile = useMobileProducts();
  const broadband = useBroadbandServices();
  const now = useServerNow();
  const products = mobile.data ?? [];
  const loading = mobile.isPending || broadband.isPending || now === undefined;
  const postpay = products.some((p) => serviceType(p) === 'postpay');
  const nothing =
    !loading && !mobile.error && !broadband.error && products.length + broadband.services.length === 0;
  return (
    <Page title={t('title')} width="lg">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('lead')}
      </Typography>
      <Stack spacing={4}>
        {now !== undefined && <HomeNotices products={products} now={now} />}
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <HomeSection title={t('services.heading')}>
              {mobile.error && <ErrorBanner error={mobile.error} onRetry={() => void mobile.refetch()} />}
              {broadband.error && <ErrorBanner error={broadband.error} onRetry={broadband.retry} />}
              {nothing && (
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Typography>{t('services.none')}</Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <Button component={Link} to="/plans" variant="contained">
                      {t('services.plans')}
                    </Button>
                    <Button component={Link} to="/store" variant="outlined">
                      {t('services.shop')}
                    </Button>
                  </Stack>
                </Stack>
              )}
              <Box aria-busy={loading} sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr' }}>
                {loading ? (
                  <>
                    <CardSkeleton height={280} />
                    <CardSkeleton height={280} />
                  </>
                ) : (
                  <>
                    {products.map((product) => (
                      <MobileServiceCard key={product.UUID} product={product} now={now} />
                    ))}
                    {broadband.services.map((service) => (
                      <BroadbandServiceCard key={service.UUID} service={service} />
                    ))}
                  </>
                )}
              </Box>
            </HomeSection>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={4}>
              {postpay && flags.invoices && <BillsDue />}
              <OrdersInProgress />
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    </Page>
  );
}
