import { NANOS_PER_MS } from './timeline';
import { DAY_INTERVAL_NANOS, daysEndingYesterday, groupDays, mbToGb } from './usage-histogram';

/** The usage views of the broadband area. */
export const USAGE_VIEWS = ['daily', 'monthly', 'yearly'] as const;
export type UsageView = (typeof USAGE_VIEWS)[number];

/** The days the monthly and yearly views read: the last three years, so a year compares with the two before. */
export const LONG_HISTORY_DAYS = 3 * 365;

export interface UsageRange {
  FirstNanos: number;
  FinalNanos: number;
  /** The NZ date of each day bucket, in order. */
  days: string[];
}

/** The `count` days ending yesterday, NZ time, as a histogram range of one-day buckets. */
export function usageRange(nowMs: number, count: number): UsageRange {
  const { dates, firstMs, finalMs } = daysEndingYesterday(nowMs, count);
  return { FirstNanos: firstMs * NANOS_PER_MS, FinalNanos: finalMs * NANOS_PER_MS, days: dates };
}

/** One bar of a usage view: its label key (a date, YYYY-MM or YYYY) and the data in GB, two decimals. */
export interface UsageBar {
  key: string;
  gb: number;
}

/**
 * The bars of a view from daily megabyte buckets: each day, or the days summed by month or by year. Missing
 * buckets (a failed histogram) read as zero, so a view always has its bars.
 */
export function usageBars(view: UsageView, days: readonly string[], buckets: readonly number[]): UsageBar[] {
  if (view === 'daily') return days.map((key, i) => ({ key, gb: mbToGb(buckets[i] ?? 0) }));
  const bars = groupDays(days, buckets, view === 'monthly' ? 'month' : 'year').map(({ label, amount }) => ({
    key: label,
    gb: mbToGb(amount),
  }));
  // The monthly view shows the last twelve months; the yearly all the years read.
  return view === 'monthly' ? bars.slice(-12) : bars;
}

export const USAGE_INTERVAL_NANOS = DAY_INTERVAL_NANOS;
