import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButtons } from '../../components/link-buttons';
import { CardsSkeleton } from '../../components/content-skeleton';
import { BroadbandPage, type Network } from './broadband-nav';
import { useFibreProducts } from './use-fibre-products';
import { useFwaProducts } from './use-fwa-products';
import { ErrorBanner } from '../../components/error-banner';
import './i18n';

/** Each service's plan on the monthly bill, and the bill itself. */
function BillingPage({ network }: { network: Network }) {
  const { t } = useTranslation('broadbandAccount');
  const fibre = useFibreProducts();
  const fwa = useFwaProducts();
  const query = network === 'ufb' ? fibre : fwa;
  const pending = query.isPending;
  const plans =
    network === 'ufb'
      ? (fibre.data ?? []).map((p) => ({ UUID: p.UUID, plan: p.PlanName, address: p.Address.Formatted }))
      : (fwa.data ?? []).map((p) => ({ UUID: p.UUID, plan: p.PlanName, address: p.ServiceAddress }));
  return (
    <BroadbandPage network={network} title={t(`billing.title.${network}`)}>
      <Typography sx={{ mb: 2 }}>{t('billing.lead')}</Typography>
      {pending && <CardsSkeleton count={1} />}
      {query.error && <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />}
      {!pending && !query.error && plans.length === 0 && <Typography>{t(`${network}.none`)}</Typography>}
      <ul>
        {plans.map((p) => (
          <li key={p.UUID}>
            <Typography>{t('billing.line', { plan: p.plan, address: p.address })}</Typography>
          </li>
        ))}
      </ul>
      <LinkButtons
        links={[
          { to: '/profile/invoices', label: t('billing.invoices') },
          { to: '/profile/pay-bill', label: t('billing.pay') },
        ]}
      />
    </BroadbandPage>
  );
}

export const UfbBillingPage = () => <BillingPage network="ufb" />;
export const FwaBillingPage = () => <BillingPage network="fwa" />;

/** Subscribing to fibre: a new connection through the shop, or a new plan for a service the account has. */
export function UfbSubscribePage() {
  const { t } = useTranslation('broadbandAccount');
  const fibre = useFibreProducts();
  return (
    <BroadbandPage network="ufb" title={t('subscribe.title')}>
      <Typography sx={{ mb: 2 }}>{t('subscribe.lead')}</Typography>
      <Button component={Link} to="/ufb" variant="contained" sx={{ mb: 3 }}>
        {t('subscribe.shop')}
      </Button>
      {fibre.isPending && <CardsSkeleton count={1} />}
      {fibre.error && <ErrorBanner error={fibre.error} onRetry={() => void fibre.refetch()} />}
      {!!fibre.data?.length && (
        <>
          <Typography sx={{ mb: 1 }}>{t('subscribe.change')}</Typography>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            {fibre.data.map((p) => (
              <Button key={p.UUID} component={Link} to={`/profile/broadband/ufb/change-plan/${p.UUID}`}>
                {t('subscribe.changeOne', { plan: p.PlanName, address: p.Address.Formatted })}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </BroadbandPage>
  );
}
