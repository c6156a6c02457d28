import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatNzDateTime,
  formatNzDay,
  formatNzTime,
  formatNzWeekdayDay,
  nzDate,
  parseDayText,
} from './nz-time';

describe('dates in New Zealand time (DD-MM-YYYY, HH:mm:ss)', () => {
  it('formats an instant in NZ daylight time (UTC+13) and standard time (UTC+12)', () => {
    expect(formatNzDateTime(Date.UTC(2026, 10, 22, 21, 5, 9))).toBe('23-11-2026, 10:05:09');
    expect(formatNzDateTime(Date.UTC(2026, 5, 1, 0, 0, 0))).toBe('01-06-2026, 12:00:00');
  });
  it('puts a late-evening UTC instant on the next NZ day', () => {
    expect(nzDate(Date.UTC(2026, 11, 31, 12, 0, 0))).toBe('2027-01-01');
  });
  it('gives the NZ day alone as DD-MM-YYYY', () => {
    expect(formatNzDay(Date.UTC(2026, 11, 31, 12, 0, 0))).toBe('01-01-2027');
  });
  it('shows a YYYY-MM-DD calendar day as DD-MM-YYYY', () => {
    expect(formatCalendarDay('2026-12-02')).toBe('02-12-2026');
  });
  it('gives the NZ time of day to the minute on a 24-hour clock', () => {
    expect(formatNzTime(Date.UTC(2026, 10, 22, 21, 5, 9))).toBe('10:05');
    expect(formatNzTime(Date.UTC(2026, 10, 23, 2, 30, 0))).toBe('15:30');
  });
  it('leads a day a person picks with its NZ weekday', () => {
    // 30 November 2026 is a Monday in New Zealand (still Sunday in UTC at 20:00).
    expect(formatNzWeekdayDay(Date.UTC(2026, 10, 29, 20, 0, 0))).toBe('Mon 30-11-2026');
  });
  it('reads a typed DD-MM-YYYY day, and nothing that is not a real day', () => {
    expect(parseDayText('30-11-2026')).toBe('2026-11-30');
    expect(parseDayText('1/2/2027')).toBe('2027-02-01');
    expect(parseDayText('31-02-2026')).toBeUndefined();
    expect(parseDayText('2026-11-30')).toBeUndefined();
    expect(parseDayText('')).toBeUndefined();
  });
});
