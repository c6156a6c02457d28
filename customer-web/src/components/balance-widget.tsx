import {
  CASUAL_RATE_TEXT,
  formatAllowance,
  formatLeft,
  remainingPercent,
  widgetBalance,
  withUsage,
  type DashboardWidget,
  type MobileAddon,
  type UsageBalanceEntryWire,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../lib/i18n';
import { AllowanceCard } from './allowance-card';

registerTranslations('balanceWidget', {
  en: {
    left: '{{remaining}} left of {{total}}',
    unlimited: 'Unlimited',
    unavailable: 'We can’t show this balance right now',
    remaining: '{{widget}} remaining',
    widgets: { Hotspot: 'Hotspot', MMS: 'MMS', Data: 'Data', Voice: 'Voice', SMS: 'SMS' },
  },
  'mi-NZ': {},
});

const KIND = { Hotspot: 'data', Data: 'data', Voice: 'voice', SMS: 'sms', MMS: 'mms' } as const;

/**
 * One balance of a mobile service (the dashboard's, the home's): what is left of it this period in words and as a progress bar. Until the usage
 * balance is known it is a placeholder: the plan's whole allowance in its place would tell the customer they have
 * more than they do.
 */
export function BalanceWidget({
  widget,
  addons,
  now,
  usage,
  usageState,
}: {
  widget: DashboardWidget;
  addons: readonly MobileAddon[];
  /** Now on the backend's clock: what has run out by then counts for nothing. */
  now: number;
  /** The usage balance, when loaded: what remains of each allowance. */
  usage: readonly UsageBalanceEntryWire[] | undefined;
  usageState: 'pending' | 'failed' | 'known';
}) {
  const { t } = useTranslation('balanceWidget');
  const name = t(`widgets.${widget}`);
  const allowance = widgetBalance(widget, addons, now);
  if (allowance.kind === 'amount' && usageState !== 'known') {
    const text = usageState === 'pending' ? undefined : t('unavailable');
    return <AllowanceCard name={name} text={text} percent={0} barLabel={t('remaining', { widget: name })} />;
  }
  const balance = withUsage(widget, allowance, usage);
  const text =
    balance.kind === 'unlimited'
      ? t('unlimited')
      : balance.kind === 'not-included'
        ? CASUAL_RATE_TEXT
        : t('left', {
            remaining: formatLeft(KIND[widget], balance.remaining),
            total: formatAllowance(KIND[widget], balance.total),
          });
  return (
    <AllowanceCard
      name={name}
      text={text}
      percent={remainingPercent(balance)}
      barLabel={t('remaining', { widget: name })}
    />
  );
}
