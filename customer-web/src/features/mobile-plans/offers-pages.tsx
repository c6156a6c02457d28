import { Tab, Tabs, Typography } from '@mui/material';
import { billingKind, displayMsisdn, plansWithOffers, type CataloguePlan } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CardsSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useCurrentService } from './current-service';
import { PlanSection } from './plan-section';
import { useSoldPlans } from './use-sold-plans';
import './i18n';

const TABS = ['your-offers', 'all-offers'] as const;

/** The two lists of the offers area as links; offers opens on all offers. */
function OffersNav() {
  const { t } = useTranslation('mobilePlans');
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname === `/profile/offers/${tab}`) ?? false;
  return (
    <Tabs value={current} aria-label={t('offers.nav')} sx={{ mb: 2 }}>
      {TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(tab === 'your-offers' ? 'offers.yours' : 'offers.all')}
          component={Link}
          to={`/profile/offers/${tab}`}
          aria-current={current === tab ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}

function OfferList({ plans, title }: { plans: CataloguePlan[]; title: string }) {
  const { t } = useTranslation('mobilePlans');
  return plans.length === 0 ? (
    <Typography>{t('offers.none')}</Typography>
  ) : (
    <PlanSection title={title} plans={plans} />
  );
}

/** offers/all-offers: every plan and addon the shop sells with a discount or credit. */
export function AllOffersPage() {
  const { t } = useTranslation('mobilePlans');
  const sold = useSoldPlans();
  return (
    <Page title={t('offers.all')} width="lg">
      <OffersNav />
      <Typography sx={{ mb: 2 }}>{t('offers.allLead')}</Typography>
      {sold.isPending ? (
        <CardsSkeleton />
      ) : (
        <OfferList plans={plansWithOffers(sold.plans)} title={t('offers.plans')} />
      )}
    </Page>
  );
}

/** offers/your-offers: the offers on plans of the kind the customer's current service bills as. */
export function YourOffersPage() {
  const { t } = useTranslation('mobilePlans');
  const sold = useSoldPlans();
  const service = useCurrentService();
  const bills = service.bills;
  const offers = plansWithOffers(sold.plans).filter(
    (p) => !bills || billingKind(p.BillingReference) === bills,
  );
  return (
    <Page title={t('offers.yours')} width="lg">
      <OffersNav />
      {sold.isPending || service.isPending ? (
        <CardsSkeleton />
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            {service.product && bills
              ? t('offers.yoursLead', {
                  kind: t(`offers.${bills}`),
                  number: displayMsisdn(service.product.MSISDN),
                })
              : t('offers.noService')}
          </Typography>
          <OfferList plans={offers} title={t('offers.plans')} />
        </>
      )}
    </Page>
  );
}
