import { describe, expect, it } from 'vitest';
import { bookableDays, bookableSlot, sameSlotStart, slotsToOffer } from './appointment-slots';
import {
  addDays,
  formatNzDateTime,
  isWorkingDay,
  nzDate,
  nzDayRange,
  nzTimeToMs,
  weekday,
  workingDaysFrom,
} from './nz-time';

// Friday 4 December 2026, 15:00 NZDT (UTC+13).
const FRIDAY = Date.UTC(2026, 11, 4, 2, 0);

describe('NZ time', () => {
  it('reads NZ calendar days and wall-clock times, daylight saving included', () => {
    expect(nzDate(FRIDAY)).toBe('2026-12-04');
    expect(nzDate(Date.UTC(2026, 11, 4, 11, 30))).toBe('2026-12-05');
    expect(nzTimeToMs('2026-12-04', 8)).toBe(Date.UTC(2026, 11, 3, 19, 0));
    expect(nzTimeToMs('2026-07-01', 8)).toBe(Date.UTC(2026, 5, 30, 20, 0));
    const [start, end] = nzDayRange('2026-12-04');
    expect(end - start).toBe(86_400_000);
    expect(formatNzDateTime(FRIDAY)).toBe('04-12-2026, 15:00:00');
  });

  it('skips Saturday and Sunday', () => {
    expect(weekday('2026-12-05')).toBe(6);
    expect(isWorkingDay('2026-12-06')).toBe(false);
    expect(workingDaysFrom('2026-12-04', 3)).toEqual(['2026-12-04', '2026-12-07', '2026-12-08']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('appointment slots', () => {
  it('offer the next working days, four windows each, from the next day on', () => {
    const slots = slotsToOffer(FRIDAY, { days: 2 });
    expect([...new Set(slots.map((s) => s.Date))]).toEqual(['2026-12-07', '2026-12-08']);
    expect(slots).toHaveLength(8);
    expect(slots.map((s) => s.Mode)).toEqual(['AM', 'AM', 'PM', 'PM', 'AM', 'AM', 'PM', 'PM']);
    expect(slots[0]?.StartNanos).toBe(nzTimeToMs('2026-12-07', 8) * 1e6);
    expect(slotsToOffer(FRIDAY, { from: '2026-12-09', days: 1 })[0]?.Date).toBe('2026-12-09');
    expect(bookableDays(FRIDAY)).toHaveLength(15);
  });

  it('accept only a real window of a bookable day', () => {
    const [first] = slotsToOffer(FRIDAY, { days: 1 });
    if (!first) throw new Error('no slot');
    expect(bookableSlot(FRIDAY, first.StartNanos, 'AM')).toEqual(first);
    expect(bookableSlot(FRIDAY, first.StartNanos, 'PM')).toBeUndefined();
    expect(bookableSlot(FRIDAY, first.StartNanos + 60_000 * 1e6, 'AM')).toBeUndefined();
    expect(bookableSlot(FRIDAY, nzTimeToMs('2026-12-05', 8) * 1e6, 'AM')).toBeUndefined();
    expect(bookableSlot(FRIDAY, nzTimeToMs('2026-12-04', 8) * 1e6, 'AM')).toBeUndefined();
    expect(sameSlotStart(first.StartNanos, JSON.parse(JSON.stringify(first.StartNanos)))).toBe(true);
  });
});
