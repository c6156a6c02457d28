import type { Characteristics } from '../entities/mobile-catalogue';
import type { MobileAddon } from '../entities/mobile-product';
import { inAllowanceOrder, type ListedAllowance } from './allowance-order';
import { isRenewable, periodLabel, type PeriodLabel } from './plan-display';

/*
 * What the customer's mobile home shows of a product: the state of each plan or addon, when its period renews or
 * ends, and the balance widgets added up from the plans and addons still running.
 */

const nanosToMs = (nanos: number) => nanos / 1_000_000;

export type AddonState = 'active' | 'expired' | 'renewal-failed';

/**
 * Running until its period end, then expired. A failed renewal charge is only ever recorded at the period end, so
 * it says expired whatever clock the reader has (the simulation's clock can run ahead of the browser's).
 */
export function addonState(
  addon: Pick<MobileAddon, 'ExpiresAtNanos' | 'RenewalFailedAtNanos'>,
  nowMs: number,
): AddonState {
  if (addon.RenewalFailedAtNanos !== undefined) return 'renewal-failed';
  return nanosToMs(addon.ExpiresAtNanos) > nowMs ? 'active' : 'expired';
}

/** A renewable plan or addon with auto-renew on renews at its period end; any other ends there. */
export function addonPeriod(addon: Pick<MobileAddon, 'AutoRenew' | 'Characteristics' | 'ExpiresAtNanos'>): {
  kind: 'renews' | 'ends';
  atMs: number;
} {
  const renews = addon.AutoRenew && isRenewable(addon.Characteristics);
  return { kind: renews ? 'renews' : 'ends', atMs: nanosToMs(addon.ExpiresAtNanos) };
}

/** How long one period of a plan runs, from ocs.TimePeriodInterval ("30 days", "month"); none when unsaid. */
export function planPeriod(characteristics: Characteristics): PeriodLabel | undefined {
  const interval = (characteristics['ocs.TimePeriodInterval'] ?? '').trim();
  if (!interval) return undefined;
  const match = /^(\d+)\s*(.*)$/.exec(interval);
  return match ? periodLabel(Number(match[1]), match[2] ?? '') : periodLabel(1, interval);
}

export const DASHBOARD_WIDGETS = ['Data', 'Voice', 'SMS', 'MMS', 'Hotspot'] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

/** The allowance each widget shows, which places it in the shared allowance order. */
export const WIDGET_ALLOWANCE: Record<DashboardWidget, ListedAllowance> = {
  Data: 'data',
  Voice: 'voice',
  SMS: 'sms',
  MMS: 'mms',
  Hotspot: 'hotspot',
};

/**
 * The widgets a comma-separated setting names, in the shared allowance order: the setting chooses which are shown,
 * not where. Names the dashboard does not know are left out.
 */
export function dashboardWidgets(setting: string): DashboardWidget[] {
  const named = setting
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is DashboardWidget => (DASHBOARD_WIDGETS as readonly string[]).includes(name));
  return inAllowanceOrder(named, (widget) => WIDGET_ALLOWANCE[widget]);
}

/** The characteristics a widget adds up: hotspot shares the data allowance of plans that allow tethering. */
const WIDGET_KEYS: Record<DashboardWidget, { amount: string; rule: string }> = {
  Hotspot: { amount: 'ocs.RecurringDataAllowance', rule: 'ocs.DataUsageRule' },
  Data: { amount: 'ocs.RecurringDataAllowance', rule: 'ocs.DataUsageRule' },
  Voice: { amount: 'ocs.RecurringVoiceAllowance', rule: 'ocs.VoiceUsageRule' },
  SMS: { amount: 'ocs.RecurringSMSAllowance', rule: 'ocs.SMSUsageRule' },
  MMS: { amount: 'ocs.RecurringMMSAllowance', rule: 'ocs.MMSUsageRule' },
};

/**
 * A widget's balance: unlimited when a running plan says so, a total with what remains of it, or not included.
 * What remains is the whole allowance here; the usage balance narrows it (widget-usage).
 */
export type WidgetBalance =
  { kind: 'unlimited' } | { kind: 'amount'; total: number; remaining: number } | { kind: 'not-included' };

export function widgetBalance(
  widget: DashboardWidget,
  addons: readonly Pick<MobileAddon, 'Characteristics' | 'ExpiresAtNanos' | 'RenewalFailedAtNanos'>[],
  nowMs: number,
): WidgetBalance {
  const keys = WIDGET_KEYS[widget];
  const running = addons.filter(
    (a) =>
      addonState(a, nowMs) === 'active' &&
      (widget !== 'Hotspot' || a.Characteristics['ocs.Tethering'] === 'true'),
  );
  if (running.some((a) => a.Characteristics[keys.rule] === 'Unlimited')) return { kind: 'unlimited' };
  const total = running.reduce((sum, a) => sum + (Number(a.Characteristics[keys.amount] ?? 0) || 0), 0);
  return total >= 1 ? { kind: 'amount', total, remaining: total } : { kind: 'not-included' };
}

/** The share of a balance left, 0 to 100, for its progress bar. */
export function remainingPercent(balance: WidgetBalance): number {
  if (balance.kind === 'unlimited') return 100;
  if (balance.kind === 'not-included' || balance.total <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, balance.remaining / balance.total)) * 100);
}

/** Prepay credit is hidden when it is zero and the setting says so. */
export const showsPrepayCredit = (creditCents: number | undefined, hideIfZero: boolean): boolean =>
  creditCents !== undefined && !(hideIfZero && creditCents === 0);
