import { Box, Button, Typography } from '@mui/material';
import { dashboardWidgets, displayMsisdn, formatNzd, serviceType, type MobileProduct } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BalanceWidget } from '../../components/balance-widget';
import { PlanPeriod } from '../../components/plan-period';
import { StatusChip } from '../../components/status-chip';
import { useFlags } from '../../lib/flags';
import { chooseMobileProduct } from '../../lib/mobile-products';
import { useUsageBalance } from '../../lib/usage-balance';
import { ServiceCard } from './service-card';
import './i18n';

/** The allowances the home shows of each service: what people check most; the dashboard has the rest. */
const HOME_WIDGETS = new Set(['Data', 'Voice', 'SMS']);

/**
 * One mobile service on the home: its number, plan, what is left of each allowance, when the plan renews or ends,
 * prepay credit, and the quick actions. Each action first makes this service the one the mobile screens work on.
 */
export function MobileServiceCard({ product, now }: { product: MobileProduct; now: number }) {
  const { t } = useTranslation('myAppHome');
  const { flags } = useFlags();
  const kind = serviceType(product);
  const activated = kind === 'prepay' || kind === 'postpay';
  const usage = useUsageBalance(activated ? product.UUID : undefined);
  const plan = product.Addons.find((a) => a.isBasePlan);
  const widgets = dashboardWidgets(flags.dashboard_widgets).filter((w) => HOME_WIDGETS.has(w));
  const choose = () => chooseMobileProduct(product.UUID);
  const action = (to: string, label: string, primary = false) => (
    <Button
      key={to}
      component={Link}
      to={to}
      onClick={choose}
      variant={primary ? 'contained' : 'outlined'}
      aria-label={`${label}, ${displayMsisdn(product.MSISDN)}`}
    >
      {label}
    </Button>
  );
  return (
    <ServiceCard
      title={t('mobile.label', { number: displayMsisdn(product.MSISDN) })}
      chip={
        <StatusChip
          label={t(`mobile.kind.${kind}`)}
          tone={activated ? 'primary' : kind === 'Not Active' ? 'error' : 'warning'}
        />
      }
      plan={plan?.Name ?? t('mobile.noPlan')}
      actions={
        activated ? (
          <>
            {action('/profile/dashboard', t('mobile.details'), true)}
            {action('/profile/usage', t('mobile.usage'))}
            {action('/profile/addons', t('mobile.addons'))}
            {kind === 'prepay' && !flags.hide_prepay_topup && action('/profile/top-up', t('mobile.topUp'))}
            {action('/profile/all-plans', t('mobile.plans'))}
          </>
        ) : (
          kind === 'Not Activated' && action('/activation', t('mobile.activate'), true)
        )
      }
    >
      {plan && (
        <Typography color="text.secondary">
          <PlanPeriod addon={plan} />
        </Typography>
      )}
      {kind === 'prepay' && (
        <Typography sx={{ mt: 1 }}>
          {t('mobile.credit', { amount: formatNzd(product.MainBalCreditCents ?? 0) })}
        </Typography>
      )}
      {activated && plan && widgets.length > 0 && (
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          }}
        >
          {widgets.map((widget) => (
            <BalanceWidget
              key={widget}
              widget={widget}
              addons={product.Addons}
              now={now}
              usage={usage.data}
              usageState={usage.isPending ? 'pending' : usage.isError ? 'failed' : 'known'}
            />
          ))}
        </Box>
      )}
    </ServiceCard>
  );
}
