import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { addonState, displayMsisdn, isRenewable, type MobileAddon, type MobileProduct } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { CardsSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { PlanPeriod } from '../../components/plan-period';
import { scheduledFrom, useCurrentService } from './current-service';
import { PlanCard } from './plan-card';
import { useCataloguePlans } from './use-catalogue-plans';
import { useChangeAutoRenew } from './use-change-auto-renew';
import './i18n';
import { serverNow } from '../../lib/server-clock';

/** Auto-renew of one plan or addon: a switch when it is renewable, else when its service period ends. */
function AutoRenewLine({ product, addon }: { product: MobileProduct; addon: MobileAddon }) {
  const { t } = useTranslation('mobilePlans');
  const change = useChangeAutoRenew();
  const expired = addonState(addon, serverNow()) !== 'active';
  return (
    <ListItem divider>
      <ListItemText
        primary={addon.Name}
        secondary={expired ? t('yourPlan.expired') : <PlanPeriod addon={addon} />}
      />
      {isRenewable(addon.Characteristics) && (
        <FormControlLabel
          label={t('yourPlan.autoRenew', { name: addon.Name })}
          control={
            <Switch
              checked={addon.AutoRenew}
              disabled={change.isPending}
              onChange={(_, on) =>
                change.mutate({
                  CustomerUUID: product.CustomerUUID,
                  MobileUUID: product.UUID,
                  MobileAddonUUID: addon.UUID,
                  AutoRenew: on,
                })
              }
            />
          }
        />
      )}
      {change.isError && <ErrorBanner error={change.error} />}
    </ListItem>
  );
}

/** The current service's plan as a card, the plan scheduled next, and auto-renew of its plan and addons. */
export function YourPlanPage() {
  const { t } = useTranslation('mobilePlans');
  const { product, plan, bills, isPending } = useCurrentService();
  const catalogue = useCataloguePlans(bills);
  if (isPending) return <CardsSkeleton count={1} />;
  if (!product || !plan)
    return (
      <Page title={t('yourPlan.title')}>
        <Alert severity="info">{t('yourPlan.noService')}</Alert>
      </Page>
    );
  const entry = catalogue.data?.find((p) => p.UUID === plan.ProductCatalogEntryUUID);
  const scheduled = product.ScheduledPlan;
  return (
    <Page title={t('yourPlan.title')} width="md">
      <Typography sx={{ mb: 2 }}>
        {t('yourPlan.number', { number: displayMsisdn(product.MSISDN) })}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        {entry ? (
          <PlanCard plan={entry} heading="h2" />
        ) : (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {plan.Name}
              </Typography>
            </CardContent>
          </Card>
        )}
        {scheduled && (
          <Alert severity="info" sx={{ alignSelf: 'flex-start' }}>
            {t('yourPlan.scheduled', { plan: scheduled.Name, date: scheduledFrom(product) })}
          </Alert>
        )}
      </Stack>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('yourPlan.addons')}
      </Typography>
      <List aria-label={t('yourPlan.addons')}>
        {product.Addons.map((addon) => (
          <AutoRenewLine key={addon.UUID} product={product} addon={addon} />
        ))}
      </List>
      <Button component={Link} to="/profile/all-plans" variant="contained" sx={{ mt: 2 }}>
        {t('yourPlan.changePlan')}
      </Button>
    </Page>
  );
}
