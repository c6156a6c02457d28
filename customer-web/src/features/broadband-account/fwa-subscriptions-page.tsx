import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useMobileProducts } from '../../lib/mobile-products';
import './i18n';

/** The account's fixed-wireless services (mobile products of type mobileFWA) and their plan. */
export function FwaSubscriptionsPage() {
  const { t } = useTranslation('broadbandAccount');
  const products = useMobileProducts();
  const fwa = (products.data ?? []).filter((p) => p.ProductType === 'mobileFWA');
  return (
    <Page title={t('fwa.title')}>
      <Typography sx={{ mb: 2 }}>{t('fwa.lead')}</Typography>
      {products.isPending && <Loader />}
      {!products.isPending && fwa.length === 0 && <Typography>{t('fwa.none')}</Typography>}
      <Stack spacing={2}>
        {fwa.map((p) => (
          <Card key={p.UUID} variant="outlined">
            <CardContent>
              <Typography>{t('plan', { plan: p.Addons.find((a) => a.isBasePlan)?.Name ?? '' })}</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Button component={Link} to="/profile/my-orders" sx={{ mt: 2 }}>
        {t('orders')}
      </Button>
    </Page>
  );
}
