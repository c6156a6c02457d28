import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { formatNzd, type CatalogueItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CardsSkeleton } from '../../components/content-skeleton';
import { ErrorBanner } from '../../components/error-banner';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { useSimItems } from './use-sim-items';
import './i18n';

/** A product's address in the shop: its SIM type (esim, sim, fwa-sim), else its name in lower case with dashes. */
export const productSlug = (item: Pick<CatalogueItem, 'SimType' | 'Name'>): string =>
  item.SimType ??
  item.Name.toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** eshop/{slug} (outside production): one product of the shop, its picture, price and the way to buy it. */
export function ProductPage() {
  const { t } = useTranslation('shopSims');
  const { flags } = useFlags();
  const { slug } = useParams();
  const items = useSimItems();
  if (items.isPending) return <CardsSkeleton count={1} />;
  // A shop that could not be read says so: it is not a product missing from the shop.
  if (items.error)
    return (
      <Page title={t('product.title')}>
        <ErrorBanner error={items.error} onRetry={() => void items.refetch()} />
      </Page>
    );
  const item = items.data?.Items.find((i) => productSlug(i) === slug);
  if (!item)
    return (
      <Page title={t('product.title')}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('product.notFound')}
        </Alert>
        <Button component={Link} to="/store" variant="contained">
          {t('product.store')}
        </Button>
      </Page>
    );
  const image = item.ItemImages[0];
  const buy =
    item.SimType === 'fwa-sim'
      ? { to: '/broadband', label: t('product.broadband') }
      : flags.sim_purchase
        ? { to: '/sim-purchase', label: t('product.buy') }
        : { to: '/store', label: t('product.store') };
  return (
    <Page title={item.Name} width="md">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {image && (
          <Box
            component="img"
            src={image.M}
            alt=""
            sx={{ width: { xs: '100%', sm: 240 }, maxWidth: 320, borderRadius: 1, alignSelf: 'flex-start' }}
          />
        )}
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {formatNzd(item.PriceCents)}
          </Typography>
          <Typography>{item.Description}</Typography>
          <Button component={Link} to={buy.to} variant="contained">
            {buy.label}
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
}
