import { describe, expect, it } from 'vitest';
import { formatNzDateTime, formatNzDay, nzDate } from './nz-time';

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
});
