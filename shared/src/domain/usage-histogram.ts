import { addDays, nzDate, nzDayRange } from './nz-time';
import { MB_PER_GB } from './plan-display';

/*
 * The usage chart's time buckets. A one-day interval means NZ calendar days (Pacific/Auckland, so a day around a
 * daylight-saving change lasts 23 or 25 hours); any other interval cuts the range into equal steps.
 */

const DAY_MS = 86_400_000;
/** The one-day interval the chart asks for, in nanoseconds. */
export const DAY_INTERVAL_NANOS = DAY_MS * 1_000_000;
/** The chart shows 30 days ending yesterday. */
export const HISTOGRAM_DAYS = 30;
/** A request may ask for at most this many buckets (a little over three years of days). */
export const MAX_HISTOGRAM_BUCKETS = 1200;

/** [start, end) of each bucket from `firstMs` until `finalMs`. */
export function histogramBuckets(firstMs: number, finalMs: number, intervalMs: number): [number, number][] {
  const buckets: [number, number][] = [];
  if (intervalMs === DAY_MS) {
    for (let date = nzDate(firstMs); buckets.length < MAX_HISTOGRAM_BUCKETS + 1; date = addDays(date, 1)) {
      const [start, end] = nzDayRange(date);
      if (start >= finalMs) break;
      buckets.push([Math.max(start, firstMs), Math.min(end, finalMs)]);
    }
    return buckets;
  }
  for (let start = firstMs; start < finalMs && buckets.length <= MAX_HISTOGRAM_BUCKETS; start += intervalMs)
    buckets.push([start, Math.min(start + intervalMs, finalMs)]);
  return buckets;
}

/** The NZ days of a chart of `days` days ending yesterday, and the range they cover. */
export function daysEndingYesterday(
  nowMs: number,
  days: number = HISTOGRAM_DAYS,
): { dates: string[]; firstMs: number; finalMs: number } {
  const today = nzDate(nowMs);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days));
  return { dates, firstMs: nzDayRange(dates[0] ?? today)[0], finalMs: nzDayRange(today)[0] };
}

/** Daily amounts added up per month (YYYY-MM) or year (YYYY), in order. */
export function groupDays(
  dates: readonly string[],
  amounts: readonly number[],
  by: 'month' | 'year',
): { label: string; amount: number }[] {
  const out: { label: string; amount: number }[] = [];
  dates.forEach((date, i) => {
    const label = by === 'month' ? date.slice(0, 7) : date.slice(0, 4);
    const last = out[out.length - 1];
    const amount = amounts[i] ?? 0;
    if (last?.label === label) last.amount = Math.round((last.amount + amount) * 100) / 100;
    else out.push({ label, amount });
  });
  return out;
}

/** Megabytes shown as gigabytes to two decimals; seconds as minutes. */
export const mbToGb = (mb: number) => Math.round((mb / MB_PER_GB) * 100) / 100;
export const secondsToMinutes = (seconds: number) => Math.round((seconds / 60) * 100) / 100;
