import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import {
  formatAllowance,
  remainingPercent,
  widgetBalance,
  type DashboardWidget,
  type MobileAddon,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import './i18n';

const KIND = { Hotspot: 'data', Data: 'data', Voice: 'voice', SMS: 'sms', MMS: 'mms' } as const;

/** One balance of the dashboard: what is left of it in words and as a progress bar. */
export function BalanceWidget({
  widget,
  addons,
}: {
  widget: DashboardWidget;
  addons: readonly MobileAddon[];
}) {
  const { t } = useTranslation('mobileHome');
  const balance = widgetBalance(widget, addons, Date.now());
  const name = t(`widgets.${widget}`);
  const text =
    balance.kind === 'unlimited'
      ? t('balances.unlimited')
      : balance.kind === 'not-included'
        ? t('balances.notIncluded')
        : t('balances.left', {
            remaining: formatAllowance(KIND[widget], balance.remaining),
            total: formatAllowance(KIND[widget], balance.total),
          });
  return (
    <Card variant="outlined" component="section" aria-label={name} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        <Typography sx={{ mb: 1 }}>{text}</Typography>
        <LinearProgress
          variant="determinate"
          value={remainingPercent(balance)}
          aria-label={t('balances.remaining', { widget: name })}
        />
      </CardContent>
    </Card>
  );
}
