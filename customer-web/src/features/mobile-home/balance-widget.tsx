import {
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

/** One balance of the dashboard: what is left of it this period in words and as a progress bar. */
export function BalanceWidget({
  widget,
  addons,
  usage,
}: {
  widget: DashboardWidget;
  addons: readonly MobileAddon[];
  /** The usage balance, when loaded: what remains of each allowance. */
  usage: readonly UsageBalanceEntryWire[] | undefined;
}) {
  const { t } = useTranslation('mobileHome');
  const balance = withUsage(widget, widgetBalance(widget, addons, Date.now()), usage);
  const name = t(`widgets.${widget}`);
  const text =
    balance.kind === 'unlimited'
      ? t('balances.unlimited')
      : balance.kind === 'not-included'
        ? t('balances.notIncluded')
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
