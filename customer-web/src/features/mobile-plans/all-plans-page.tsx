import { Alert, Button, Grid } from '@mui/material';
import { displayMsisdn, type CataloguePlan } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { ChangePlanDialog } from './change-plan-dialog';
import { scheduledFrom, useCurrentService } from './current-service';
import { PlanCard } from './plan-card';
import { basePlans, useCataloguePlans } from './use-catalogue-plans';
import './i18n';

/** The plans the current service can change to, its own and a scheduled one marked. */
export function AllPlansPage() {
  const { t } = useTranslation('mobilePlans');
  const { product, plan: current, bills, isPending } = useCurrentService();
  const catalogue = useCataloguePlans(bills);
  const [choice, setChoice] = useState<CataloguePlan | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (isPending || (bills && catalogue.isPending)) return <CardsSkeleton count={3} />;
  if (!product || !current || !bills)
    return (
      <Page title={t('allPlans.title')}>
        <Alert severity="info">{t('allPlans.noService')}</Alert>
      </Page>
    );
  const scheduled = product.ScheduledPlan;
  const badgeOf = (plan: CataloguePlan) =>
    plan.UUID === current.ProductCatalogEntryUUID
      ? t('allPlans.current')
      : plan.UUID === scheduled?.ProductCatalogEntryUUID
        ? t('allPlans.scheduled', { date: scheduledFrom(product) })
        : undefined;
  return (
    <Page title={t('allPlans.title')} width="lg">
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('allPlans.lead', { number: displayMsisdn(product.MSISDN), plan: current.Name })}
      </Alert>
      {message && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {message}
        </Alert>
      )}
      <Grid container spacing={2}>
        {basePlans(catalogue.data)
          .filter((plan) => plan.is_payg === product.is_payg)
          .map((plan) => (
            <Grid key={plan.UUID} size={{ xs: 12, sm: 6, md: 4 }}>
              <PlanCard plan={plan} badge={badgeOf(plan)} heading="h2">
                {/* The plan the service has is marked, and not offered again. */}
                {plan.UUID !== current.ProductCatalogEntryUUID && (
                  <Button
                    variant="contained"
                    onClick={() => setChoice(plan)}
                    aria-label={`${t('allPlans.change')}: ${plan.Availabilities[0]?.RetailName ?? plan.Name}`}
                  >
                    {t('allPlans.change')}
                  </Button>
                )}
              </PlanCard>
            </Grid>
          ))}
      </Grid>
      {choice && (
        <ChangePlanDialog
          product={product}
          current={current}
          plan={choice}
          onClose={() => setChoice(null)}
          onChanged={(text) => {
            setChoice(null);
            setMessage(text);
          }}
        />
      )}
    </Page>
  );
}
