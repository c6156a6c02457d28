import { describe, expect, it } from 'vitest';
import { addonPeriodEnd, addonPeriodStartBefore } from './addon-period';

const start = Date.UTC(2026, 0, 31, 12);
const DAY = 86_400_000;

describe('addon period end', () => {
  it('runs a number of days for day intervals', () => {
    expect(addonPeriodEnd(start, { 'ocs.TimePeriodInterval': '28 days' })).toBe(start + 28 * DAY);
    expect(addonPeriodEnd(start, { 'ocs.TimePeriodInterval': 'day' })).toBe(start + DAY);
  });
  it('runs a calendar month for month intervals and seven days a week', () => {
    expect(
      new Date(addonPeriodEnd(Date.UTC(2026, 4, 10), { 'ocs.TimePeriodInterval': 'month' })).toISOString(),
    ).toBe('2026-06-10T00:00:00.000Z');
    expect(addonPeriodEnd(start, { 'ocs.TimePeriodInterval': '2 weeks' })).toBe(start + 14 * DAY);
  });
  it('runs 30 days when the plan gives no interval', () => {
    expect(addonPeriodEnd(start, {})).toBe(start + 30 * DAY);
  });
});

describe('addon period start before', () => {
  it('runs the period rule backwards', () => {
    expect(addonPeriodStartBefore(start, { 'ocs.TimePeriodInterval': '28 days' })).toBe(start - 28 * DAY);
    expect(
      new Date(
        addonPeriodStartBefore(Date.UTC(2026, 5, 10), { 'ocs.TimePeriodInterval': 'month' }),
      ).toISOString(),
    ).toBe('2026-05-10T00:00:00.000Z');
    expect(addonPeriodStartBefore(start, {})).toBe(start - 30 * DAY);
  });
});
