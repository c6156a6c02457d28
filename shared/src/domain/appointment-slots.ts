import type { SlotMode } from '../entities/fibre-order';
import { addDays, nzDate, nzTimeToMs, workingDaysFrom } from './nz-time';
import { NANOS_PER_MS } from './timeline';

/**
 * Appointment windows of a working day, NZ time. The specification shows the calls but
 * not the windows; these are the project's: four two-hour windows, morning (AM) and afternoon (PM).
 */
export const SLOT_WINDOWS: readonly { startHour: number; endHour: number; Mode: SlotMode }[] = [
  { startHour: 8, endHour: 10, Mode: 'AM' },
  { startHour: 10, endHour: 12, Mode: 'AM' },
  { startHour: 12, endHour: 14, Mode: 'PM' },
  { startHour: 14, endHour: 16, Mode: 'PM' },
];
/** How far ahead appointments can be booked, in working days from the next one. */
export const BOOKING_HORIZON_WORKING_DAYS = 15;

export interface SlotTime {
  Date: string;
  Mode: SlotMode;
  StartNanos: number;
  EndNanos: number;
}

export function slotsOf(date: string): SlotTime[] {
  return SLOT_WINDOWS.map((w) => ({
    Date: date,
    Mode: w.Mode,
    StartNanos: nzTimeToMs(date, w.startHour) * NANOS_PER_MS,
    EndNanos: nzTimeToMs(date, w.endHour) * NANOS_PER_MS,
  }));
}

/** The working days that can be booked at `nowMs`: from the next NZ day on, within the horizon. */
export function bookableDays(nowMs: number): string[] {
  return workingDaysFrom(addDays(nzDate(nowMs), 1), BOOKING_HORIZON_WORKING_DAYS);
}

/** The slots of `days` working days from `from` (or the first bookable day), within the booking horizon. */
export function slotsToOffer(nowMs: number, opts: { from?: string; days: number }): SlotTime[] {
  const bookable = bookableDays(nowMs);
  const start = opts.from && opts.from > (bookable[0] as string) ? opts.from : (bookable[0] as string);
  return bookable
    .filter((d) => d >= start)
    .slice(0, opts.days)
    .flatMap(slotsOf);
}

/** The slot starting at `startNanos` in that window mode, if it can be booked at `nowMs`. */
export function bookableSlot(nowMs: number, startNanos: number, mode: SlotMode): SlotTime | undefined {
  const startMs = Math.round(startNanos / NANOS_PER_MS);
  const day = nzDate(startMs);
  if (!bookableDays(nowMs).includes(day)) return undefined;
  return slotsOf(day).find((s) => s.Mode === mode && Math.round(s.StartNanos / NANOS_PER_MS) === startMs);
}

/** The same instant, compared in milliseconds: nanosecond numbers past 2^53 lose their last digits. */
export const sameSlotStart = (a: number, b: number) =>
  Math.round(a / NANOS_PER_MS) === Math.round(b / NANOS_PER_MS);
