import type { UsageBalanceEntryWire } from '../entities/mobile-usage';
import type { DashboardWidget, WidgetBalance } from './mobile-dashboard';

/** The usage balance type each dashboard widget shows: hotspot data is the tethering entry. */
export const WIDGET_BALANCE_TYPE: Record<DashboardWidget, UsageBalanceEntryWire['Type']> = {
  Hotspot: 'TetheringData',
  Data: 'Data',
  Voice: 'Mins',
  SMS: 'TXTs',
  MMS: 'PXTs',
};

/**
 * A widget's balance with what the usage balance says remains this period. Rolled-over data stays apart (the
 * usage page shows it). Without a usage entry for it (not loaded yet, or failing) the whole allowance shows.
 */
export function withUsage(
  widget: DashboardWidget,
  balance: WidgetBalance,
  entries: readonly UsageBalanceEntryWire[] | undefined,
): WidgetBalance {
  if (balance.kind !== 'amount') return balance;
  const entry = entries?.find((e) => e.Type === WIDGET_BALANCE_TYPE[widget] && e.UsageRule === 'Allowance');
  if (!entry) return balance;
  return { kind: 'amount', total: entry.Total, remaining: Math.min(entry.RemainingAmount, entry.Total) };
}
