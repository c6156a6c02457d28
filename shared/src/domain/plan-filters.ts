import type { CataloguePlan } from '../entities/mobile-catalogue';
import { throttleLine } from './plan-display';

/** The plan list's quick filters the specification defines; `quick_filters` says which are offered. */
export const QUICK_FILTERS = ['Throttled', 'Limited', 'Unlimited'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/**
 * Whether a plan passes a quick filter: Throttled plans go on at a capped speed past their data (ocs.Throttle);
 * Limited plans have a data allowance that ends; Unlimited plans have unlimited data.
 */
export function passesQuickFilter(
  plan: Pick<CataloguePlan, 'Characteristics'>,
  filter: QuickFilter,
): boolean {
  const ch = plan.Characteristics;
  const unlimited = (ch['ocs.DataUsageRule'] ?? '').toLowerCase() === 'unlimited';
  if (filter === 'Throttled') return !!throttleLine(ch['ocs.Throttle']);
  if (filter === 'Unlimited') return unlimited;
  return !unlimited && Number(ch['ocs.RecurringDataAllowance'] ?? 0) > 0;
}

/** The quick filters a build offers: those of `quick_filters` the specification defines, in its order. */
export const offeredQuickFilters = (named: readonly string[]): QuickFilter[] =>
  QUICK_FILTERS.filter((f) => named.includes(f));
