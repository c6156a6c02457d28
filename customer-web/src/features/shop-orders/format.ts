import { nzTimeToMs } from '@portal/shared';

const NZ = 'Pacific/Auckland';
const day = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const time = new Intl.DateTimeFormat('en-NZ', { timeZone: NZ, hour: 'numeric', minute: '2-digit' });
const date = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const ms = (nanos: number) => nanos / 1_000_000;

/** An appointment window in NZ time: its day and its hours. */
export const slotParts = (slot: { StartNanos: number; EndNanos: number }) => ({
  day: day.format(ms(slot.StartNanos)),
  from: time.format(ms(slot.StartNanos)),
  to: time.format(ms(slot.EndNanos)),
});
export const slotText = (slot: { StartNanos: number; EndNanos: number }) => {
  const p = slotParts(slot);
  return `${p.day}, ${p.from}–${p.to}`;
};
export const nzDay = (nanos: number) => date.format(ms(nanos));
/** A YYYY-MM-DD New Zealand calendar day as shown: read at noon in New Zealand, so it is that day there. */
export const calendarDay = (ymd: string) => date.format(nzTimeToMs(ymd, 12));

/** m:ss, for elapsed time against the polling limit. */
export function minutesSeconds(totalMs: number): string {
  const s = Math.max(0, Math.floor(totalMs / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
