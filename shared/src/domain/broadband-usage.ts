import { addDays, nzDate, nzDayRange } from './nz-time';
import { MB_PER_GB } from './plan-display';
import { DAY_NANOS, NANOS_PER_MS } from './timeline';

/** The usage views of the broadband area. */
export const USAGE_VIEWS = ['daily', 'monthly', 'yearly'] as const;
export type UsageView = (typeof USAGE_VIEWS)[number];

/** The histogram's days: 30 days ending yesterday (NZ time), one-day buckets. */
export const HISTOGRAM_DAYS = 30;
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
  const yesterday = addDays(nzDate(nowMs), -1);
  const days = Array.from({ length: count }, (_, i) => addDays(yesterday, i - count + 1));
  const [first] = nzDayRange(days[0] as string);
  const [, final] = nzDayRange(yesterday);
  return { FirstNanos: first * NANOS_PER_MS, FinalNanos: final * NANOS_PER_MS, days };
}

/** One bar of a usage view: its label key (a date, YYYY-MM or YYYY) and the data in GB, two decimals. */
export interface UsageBar {
  key: string;
  gb: number;
}

const toGb = (mb: number) => Math.round((mb / MB_PER_GB) * 100) / 100;

/**
 * The bars of a view from daily megabyte buckets: each day, or the days summed by month or by year. Missing
 * buckets (a failed histogram) read as zero, so a view always has its bars.
 */
export function usageBars(view: UsageView, days: readonly string[], buckets: readonly number[]): UsageBar[] {
  const keyOf = (day: string) =>
    view === 'daily' ? day : view === 'monthly' ? day.slice(0, 7) : day.slice(0, 4);
  const sums = new Map<string, number>();
  days.forEach((day, i) => sums.set(keyOf(day), (sums.get(keyOf(day)) ?? 0) + (buckets[i] ?? 0)));
  const bars = [...sums].map(([key, mb]) => ({ key, gb: toGb(mb) }));
  // The monthly view shows the last twelve months; the yearly all the years read.
  return view === 'monthly' ? bars.slice(-12) : bars;
}

export const USAGE_INTERVAL_NANOS = DAY_NANOS;
