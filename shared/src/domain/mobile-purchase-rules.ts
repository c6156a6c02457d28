import { ERRORS } from '../errors';
import type { MobileProduct } from '../entities/mobile-product';
import { formatPrice } from './plan-display';
import { productState } from './mobile-product-status';
import { nzParts } from './nz-time';

/** The insufficient-funds text with the amount still to top up in place of "$ ...". */
export const insufficientFundsText = (shortfallCents: number) =>
  ERRORS.insufficient_funds.replace('$ ...', `$${formatPrice(shortfallCents)}`);

export type PrepayBalanceProblem =
  { code: 'mobile_not_enough_balance' } | { code: 'insufficient_funds'; shortfallCents: number };

/**
 * Whether prepay credit pays for an addon: with no credit at all, "Not enough balance"; with some but too little,
 * the insufficient-funds text naming what is missing.
 */
export function prepayBalanceProblem(
  creditCents: number,
  priceCents: number,
): PrepayBalanceProblem | undefined {
  if (priceCents <= creditCents) return undefined;
  if (creditCents <= 0) return { code: 'mobile_not_enough_balance' };
  return { code: 'insufficient_funds', shortfallCents: priceCents - creditCents };
}

/** A plan can be changed once a calendar month (New Zealand time). */
export function changedPlanThisMonth(lastChangeMs: number | undefined, nowMs: number): boolean {
  if (lastChangeMs === undefined) return false;
  const last = nzParts(lastChangeMs);
  const now = nzParts(nowMs);
  return last.year === now.year && last.month === now.month;
}

export type PlanChangeProblem = 'plan_change_suspended' | 'already_have_plan' | 'plan_change_once_a_month';

/** Why a plan change is refused: a service that is not active, the same plan, or a change already this month. */
export function planChangeProblem(
  product: Pick<MobileProduct, 'Status' | 'Addons' | 'LastPlanChangeAtNanos' | 'ScheduledPlan'>,
  newAvailabilityUUID: string,
  nowMs: number,
): PlanChangeProblem | undefined {
  if (productState(product.Status) === 'not-active') return 'plan_change_suspended';
  const current = product.Addons.find((a) => a.isBasePlan);
  if (current?.AvailabilityUUID === newAvailabilityUUID) return 'already_have_plan';
  if (product.ScheduledPlan?.AvailabilityUUID === newAvailabilityUUID) return 'already_have_plan';
  const last = product.LastPlanChangeAtNanos;
  if (changedPlanThisMonth(last === undefined ? undefined : last / 1e6, nowMs))
    return 'plan_change_once_a_month';
  return undefined;
}
