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
import { AllowanceCard } from '../../components/allowance-card';
import './i18n';

const KIND = { Hotspot: 'data', Data: 'data', Voice: 'voice', SMS: 'sms', MMS: 'mms' } as const;

/**
 * One balance of the dashboard: what is left of it this period in words and as a progress bar. Until the usage
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
  const { t } = useTranslation('mobileHome');
  const name = t(`widgets.${widget}`);
  const allowance = widgetBalance(widget, addons, now);
  if (allowance.kind === 'amount' && usageState !== 'known') {
    const text = usageState === 'pending' ? undefined : t('balances.unavailable');
    return (
      <AllowanceCard
        name={name}
        text={text}
        percent={0}
        barLabel={t('balances.remaining', { widget: name })}
      />
    );
  }
  const balance = withUsage(widget, allowance, usage);
  const text =
    balance.kind === 'unlimited'
      ? t('balances.unlimited')
      : balance.kind === 'not-included'
        ? CASUAL_RATE_TEXT
        : t('balances.left', {
            remaining: formatLeft(KIND[widget], balance.remaining),
            total: formatAllowance(KIND[widget], balance.total),
          });
  return (
    <AllowanceCard
      name={name}
      text={text}
      percent={remainingPercent(balance)}
      barLabel={t('balances.remaining', { widget: name })}
    />
  );
}
