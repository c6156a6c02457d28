import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton } from '../../components/content-skeleton';
import { NoServicePage } from '../../components/no-service-page';
import { Page } from '../../components/page';
import { useCustomerUUID } from '../../lib/account';
import { useCurrentMobileProduct } from '../../lib/mobile-products';
import { useUsageBalance } from '../../lib/usage-balance';
import { AllowanceBars } from './allowance-bars';
import { ChargesList } from './charges-list';
import { UsageChart } from './usage-chart';
import './i18n';

/**
 * The current service's usage: what is left of each allowance (rolled-over data apart), a chart of recent use and
 * the charge records. The chart library loads with this page only.
 */
export function UsagePage() {
  const { t } = useTranslation('mobileUsage');
  const customerUUID = useCustomerUUID();
  const { product, isPending } = useCurrentMobileProduct();
  const balance = useUsageBalance(product?.UUID);
  if (isPending) return <CardsSkeleton count={3} height={120} />;
  if (!product) return <NoServicePage title={t('title')} text={t('noService')} />;
  return (
    <Page title={t('title')} width="lg">
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('allowances.heading')}
      </Typography>
      {balance.isPending ? (
        <CardsSkeleton count={3} height={120} />
      ) : (
        <AllowanceBars entries={balance.data ?? []} />
      )}
      <UsageChart customerUUID={customerUUID} mobileUUID={product.UUID} productType={product.ProductType} />
      <ChargesList customerUUID={customerUUID} mobileUUID={product.UUID} />
    </Page>
  );
}
