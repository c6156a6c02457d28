import {
  Alert,
  Button,
  Card,
  CardContent,
  Grid,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import {
  addonState,
  dashboardWidgets,
  displayMsisdn,
  formatNzDay,
  serviceType,
  showsPrepayCredit,
  type MobileAddon,
  type MobileProduct,
  formatNzd,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BalanceWidget } from '../../components/balance-widget';
import { CardSkeleton } from '../../components/card-skeleton';
import { NoServicePage } from '../../components/no-service-page';
import { Page } from '../../components/page';
import { PlanPeriod } from '../../components/plan-period';
import { useFlags } from '../../lib/flags';
import { useServerNow } from '../../lib/server-clock';
import { useCurrentMobileProduct } from '../../lib/mobile-products';
import { useUsageBalance } from '../../lib/usage-balance';
import { AutoTopUpNotice } from './auto-top-up-notice';
import { BuyAddonAction } from './buy-addon-action';
import './i18n';

function AddonStatus({ addon, now }: { addon: MobileAddon; now: number }) {
  const { t } = useTranslation('mobileHome');
  const state = addonState(addon, now);
  if (state === 'renewal-failed') return <>{t('addons.renewalFailed')}</>;
  if (state === 'expired') return <>{t('addons.expired')}</>;
  return <PlanPeriod addon={addon} />;
}

function PlanSummary({ product, now }: { product: MobileProduct; now: number }) {
  const { t } = useTranslation('mobileHome');
  const plan = product.Addons.find((a) => a.isBasePlan);
  const next = product.ScheduledPlan;
  return (
    <Card variant="outlined" component="section" aria-label={t('plan.heading')}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('plan.heading')}
        </Typography>
        <Typography color="text.secondary">
          {t('plan.number', { number: displayMsisdn(product.MSISDN) })}
        </Typography>
        {plan && (
          <>
            <Typography variant="h6" component="p">
              {plan.Name}
            </Typography>
            <Typography>
              <AddonStatus addon={plan} now={now} />
            </Typography>
          </>
        )}
        {next && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('plan.next', { plan: next.Name, date: formatNzDay(next.FromNanos / 1e6) })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The customer's mobile home: the current service's plan and its period, the balances as progress bars, prepay
 * credit, the addons bought, and quick ways to plans, addons and the plan. One column on a phone.
 */
export function DashboardPage() {
  const { t } = useTranslation('mobileHome');
  const { flags } = useFlags();
  const { product, isPending } = useCurrentMobileProduct();
  const usage = useUsageBalance(product?.UUID);
  const now = useServerNow();
  if (isPending || now === undefined)
    return (
      <Page title={t('title')} width="lg">
        <Grid container spacing={2} aria-busy="true">
          <Grid size={{ xs: 12, md: 8 }}>
            <CardSkeleton height={180} />
          </Grid>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <CardSkeleton />
            </Grid>
          ))}
        </Grid>
      </Page>
    );
  if (!product) return <NoServicePage title={t('title')} text={t('noService')} />;
  // What runs now on the backend's clock, and what failed to renew (said so): an addon past its end is gone.
  const addons = product.Addons.filter((a) => !a.isBasePlan && addonState(a, now) !== 'expired');
  const failed = product.Addons.filter((a) => addonState(a, now) === 'renewal-failed');
  const prepay = serviceType(product) === 'prepay';
  const credit = product.MainBalCreditCents;
  return (
    <Page title={t('title')} width="lg">
      <AutoTopUpNotice prepay={prepay} />
      {failed.map((addon) => (
        <Alert key={addon.UUID} severity="warning" sx={{ mb: 2 }}>
          {t('addons.renewalFailedAlert', { name: addon.Name })}
        </Alert>
      ))}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: prepay ? 8 : 12 }}>
          <PlanSummary product={product} now={now} />
        </Grid>
        {prepay && showsPrepayCredit(credit, flags.hide_prepay_balance_if_zero) && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Card
              variant="outlined"
              component="section"
              aria-label={t('credit.heading')}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="h5" component="h2" gutterBottom>
                  {t('credit.heading')}
                </Typography>
                <Typography variant="h4" component="p">
                  {formatNzd(credit ?? 0)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('balances.heading')}
      </Typography>
      <Grid container spacing={2}>
        {dashboardWidgets(flags.dashboard_widgets).map((widget) => (
          <Grid key={widget} size={{ xs: 12, sm: 6, md: 4 }}>
            <BalanceWidget
              widget={widget}
              addons={product.Addons}
              now={now}
              usage={usage.data}
              usageState={usage.isPending ? 'pending' : usage.isError ? 'failed' : 'known'}
            />
          </Grid>
        ))}
      </Grid>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('addons.heading')}
      </Typography>
      {addons.length === 0 ? (
        <Typography>{t('addons.none')}</Typography>
      ) : (
        <List aria-label={t('addons.heading')}>
          {addons.map((addon) => (
            <ListItem key={addon.UUID} divider>
              <ListItemText primary={addon.Name} secondary={<AddonStatus addon={addon} now={now} />} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('actions.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={Link} to="/profile/all-plans" variant="contained">
          {t('actions.plans')}
        </Button>
        <BuyAddonAction product={product} />
        <Button component={Link} to="/profile/your-plan" variant="outlined">
          {t('actions.yourPlan')}
        </Button>
      </Stack>
    </Page>
  );
}
