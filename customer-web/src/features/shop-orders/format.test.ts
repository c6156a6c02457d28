import { describe, expect, it } from 'vitest';
import { calendarDay, slotText } from './format';

describe('days and times of an order', () => {
  it('shows a New Zealand calendar day as DD-MM-YYYY', () => {
    expect(calendarDay('2026-12-01')).toBe('01-12-2026');
    expect(calendarDay('2026-06-15')).toBe('15-06-2026');
  });
  it('shows an installation window by its NZ weekday, day and hours', () => {
    const start = Date.UTC(2026, 10, 29, 20, 0, 0) * 1_000_000; // Mon 30 Nov, 09:00 NZDT
    expect(slotText({ StartNanos: start, EndNanos: start + 2 * 3_600_000 * 1_000_000 })).toBe(
      'Mon 30-11-2026, 09:00–11:00',
    );
  });
});
