import { formatCalendarDay, formatNzDay, formatNzTime, formatNzWeekdayDay } from '@portal/shared';

const ms = (nanos: number) => nanos / 1_000_000;

/** An appointment window in NZ time: its day (weekday first, as a person picks it) and its hours. */
export const slotParts = (slot: { StartNanos: number; EndNanos: number }) => ({
  day: formatNzWeekdayDay(ms(slot.StartNanos)),
  from: formatNzTime(ms(slot.StartNanos)),
  to: formatNzTime(ms(slot.EndNanos)),
});
export const slotText = (slot: { StartNanos: number; EndNanos: number }) => {
  const p = slotParts(slot);
  return `${p.day}, ${p.from}–${p.to}`;
};
export const nzDay = (nanos: number) => formatNzDay(ms(nanos));
/** A YYYY-MM-DD New Zealand calendar day as shown: DD-MM-YYYY. */
export const calendarDay = formatCalendarDay;

/** m:ss, for elapsed time against the polling limit. */
export function minutesSeconds(totalMs: number): string {
  const s = Math.max(0, Math.floor(totalMs / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
