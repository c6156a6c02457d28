import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowanceTotals, billingKind, formatNzd, type CataloguePlan, displayMsisdn } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CardsSkeleton } from '../../components/content-skeleton';
import { NoServicePage } from '../../components/no-service-page';
import { Page } from '../../components/page';
import { useCustomerUUID } from '../../lib/account';
import { BuyAddonDialog } from '../../lib/addon-purchase/buy-addon-dialog';
import { useCurrentMobileProduct } from '../../lib/mobile-products';
import { AllowanceList } from './allowance-list';
import { CatalogueAddonCard } from './catalogue-addon-card';
import { OwnedAddons } from './owned-addons';
import { useCatalogueAddons } from '../../lib/addon-purchase/use-catalogue-addons';
import './i18n';
import { serverNow } from '../../lib/server-clock';

/** The addons of the current service: those it has, what they add up to, and those it can buy. */
export function AddonsPage() {
  const { t } = useTranslation('mobile-addons');
  const customerUUID = useCustomerUUID();
  const { product, isPending } = useCurrentMobileProduct();
  const bills = billingKind(product?.BillingReference);
  const catalogue = useCatalogueAddons(bills);
  const [buying, setBuying] = useState<CataloguePlan>();

  if (isPending) return <CardsSkeleton />;
  if (!product || !bills || !customerUUID) return <NoServicePage title={t('title')} text={t('noService')} />;

  const totals = allowanceTotals(product.Addons, serverNow());
  return (
    <Page title={t('title')} width="md">
      <Stack spacing={3}>
        <Typography>{t('intro', { number: displayMsisdn(product.MSISDN) })}</Typography>
        {bills === 'prepay' && (
          <Typography variant="h6" component="p">
            {t('credit', { amount: formatNzd(product.MainBalCreditCents ?? 0) })}
          </Typography>
        )}
        <Stack spacing={1} component="section" aria-labelledby="addons-yours">
          <Typography variant="h5" component="h2" id="addons-yours">
            {t('yours.title')}
          </Typography>
          <OwnedAddons addons={product.Addons} />
        </Stack>
        <Card variant="outlined" component="section" aria-labelledby="addons-allowances">
          <CardContent>
            <Typography variant="h5" component="h2" id="addons-allowances">
              {t('allowances.title')}
            </Typography>
            <AllowanceList totals={totals} />
          </CardContent>
        </Card>
        <Stack spacing={1} component="section" aria-labelledby="addons-shop">
          <Typography variant="h5" component="h2" id="addons-shop">
            {t('shop.title')}
          </Typography>
          {catalogue.isPending && <CardsSkeleton />}
          {catalogue.isError && <ErrorBanner error={catalogue.error} />}
          {catalogue.data?.length === 0 && <Typography>{t('shop.none')}</Typography>}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {catalogue.data?.map((addon) => (
              <CatalogueAddonCard key={addon.UUID} addon={addon} onBuy={() => setBuying(addon)} />
            ))}
          </Stack>
        </Stack>
      </Stack>
      <BuyAddonDialog
        customerUUID={customerUUID}
        product={product}
        addon={buying}
        onClose={() => setBuying(undefined)}
      />
    </Page>
  );
}
