import type { MobileAddon } from '../entities/mobile-product';
import { allowanceKinds } from './allowance-order';
import { ALLOWANCE_KEYS, formatAllowance, type AllowanceKind } from './plan-display';

/*
 * The allowances a service has now: its plan's and those of every addon bought on top that has not run out, added
 * up per kind. Named by the usage balance types (Data, Mins, IDDMins, TXTs, IDDTXTs, PXTs).
 */

export const BALANCE_TYPES = {
  data: 'Data',
  voice: 'Mins',
  idd_voice: 'IDDMins',
  sms: 'TXTs',
  idd_sms: 'IDDTXTs',
  mms: 'PXTs',
} as const satisfies Record<AllowanceKind, string>;

export interface AllowanceTotal {
  kind: AllowanceKind;
  Type: (typeof BALANCE_TYPES)[AllowanceKind];
  /** Megabytes for data, minutes for voice, counts for texts; 0 when unlimited or casual rate. */
  Total: number;
  /** Unlimited when any plan or addon makes it so; CasualRate when nothing adds an allowance. */
  UsageRule: 'Unlimited' | 'CasualRate' | 'Allowance';
  /** The line shown, by the plan display rules. */
  text: string;
}

/** Whether a plan or addon still counts at `nowMs`: until its period ends. */
const runningAt = (addon: Pick<MobileAddon, 'ExpiresAtNanos'>, nowMs: number) =>
  addon.ExpiresAtNanos / 1_000_000 > nowMs;

/**
 * The allowance of each kind the running plan and addons give, added up: a bought addon's data adds to the
 * plan's. Kinds none of them mentions are left out.
 */
export function allowanceTotals(
  addons: readonly Pick<MobileAddon, 'Characteristics' | 'ExpiresAtNanos'>[],
  nowMs: number,
): AllowanceTotal[] {
  const running = addons.filter((a) => runningAt(a, nowMs));
  const totals: AllowanceTotal[] = [];
  for (const kind of allowanceKinds(Object.keys(BALANCE_TYPES) as AllowanceKind[])) {
    const keys = ALLOWANCE_KEYS[kind];
    const mentioning = running.filter(
      (a) => a.Characteristics[keys.amount] !== undefined || a.Characteristics[keys.rule] !== undefined,
    );
    if (!mentioning.length) continue;
    const unlimited = mentioning.some((a) => a.Characteristics[keys.rule] === 'Unlimited');
    const Total = unlimited
      ? 0
      : mentioning
          .filter((a) => a.Characteristics[keys.rule] !== 'CasualRate')
          .reduce((sum, a) => sum + (Number(a.Characteristics[keys.amount]) || 0), 0);
    const UsageRule = unlimited ? 'Unlimited' : Total >= 1 ? 'Allowance' : 'CasualRate';
    totals.push({
      kind,
      Type: BALANCE_TYPES[kind],
      Total,
      UsageRule,
      text: formatAllowance(kind, Total, UsageRule === 'Allowance' ? undefined : UsageRule),
    });
  }
  return totals;
}
