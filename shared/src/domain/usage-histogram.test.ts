import { describe, expect, it } from 'vitest';
import { nzDayRange } from './nz-time';
import {
  daysEndingYesterday,
  groupDays,
  histogramBuckets,
  mbToGb,
  secondsToMinutes,
} from './usage-histogram';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('usage histogram buckets', () => {
  it('gives 30 NZ days ending yesterday', () => {
    // 10:00 on 2026-06-15 in Auckland is 22:00 UTC the day before.
    const { dates, firstMs, finalMs } = daysEndingYesterday(Date.UTC(2026, 5, 14, 22));
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe('2026-05-16');
    expect(dates[29]).toBe('2026-06-14');
    expect(firstMs).toBe(nzDayRange('2026-05-16')[0]);
    expect(finalMs).toBe(nzDayRange('2026-06-15')[0]);
    expect(histogramBuckets(firstMs, finalMs, DAY)).toHaveLength(30);
  });

  it('cuts one-day buckets at NZ midnights, so a daylight-saving day lasts 23 or 25 hours', () => {
    // Daylight saving starts on 2026-09-27 and ends on 2026-04-05 in New Zealand.
    const [start] = nzDayRange('2026-09-26');
    const buckets = histogramBuckets(start, nzDayRange('2026-09-29')[0], DAY);
    expect(buckets.map(([a, b]) => (b - a) / HOUR)).toEqual([24, 23, 24]);
    const [autumn] = nzDayRange('2026-04-05');
    expect(
      histogramBuckets(autumn, nzDayRange('2026-04-06')[0], DAY).map(([a, b]) => (b - a) / HOUR),
    ).toEqual([25]);
  });

  it('cuts other intervals into equal steps', () => {
    expect(histogramBuckets(0, 5 * HOUR, 2 * HOUR)).toEqual([
      [0, 2 * HOUR],
      [2 * HOUR, 4 * HOUR],
      [4 * HOUR, 5 * HOUR],
    ]);
  });
});

describe('usage chart amounts', () => {
  it('adds days up per month and per year', () => {
    const dates = ['2025-12-30', '2025-12-31', '2026-01-01'];
    expect(groupDays(dates, [1, 2.005, 3], 'month')).toEqual([
      { label: '2025-12', amount: 3.01 },
      { label: '2026-01', amount: 3 },
    ]);
    expect(groupDays(dates, [1, 2, 3], 'year')).toEqual([
      { label: '2025', amount: 3 },
      { label: '2026', amount: 3 },
    ]);
  });

  it('shows data in GB to two decimals and voice in minutes', () => {
    expect(mbToGb(1536)).toBe(1.5);
    expect(mbToGb(1000)).toBe(0.98);
    expect(secondsToMinutes(90)).toBe(1.5);
  });
});
