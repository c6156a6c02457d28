import { describe, expect, it } from 'vitest';
import { calendarDay } from './format';

describe('calendar days of an order', () => {
  it('shows a New Zealand day as that day, in daylight time as in standard time', () => {
    expect(calendarDay('2026-12-01')).toBe('1 Dec 2026');
    expect(calendarDay('2026-12-07')).toBe('7 Dec 2026');
    expect(calendarDay('2026-06-15')).toBe('15 Jun 2026');
  });
});
