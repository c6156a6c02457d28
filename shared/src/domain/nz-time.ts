/**
 * New Zealand calendar days and wall-clock times (Pacific/Auckland, daylight saving included), from the built-in
 * time zone data. Appointments, working days and date filters are NZ days.
 */
const TIME_ZONE = 'Pacific/Auckland';
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

export interface NzParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function intlParts(ms: number): NzParts {
  const out: Record<string, number> = {};
  for (const p of parts.formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

const HOUR_MS = 3_600_000;
/**
 * NZ's offset from UTC by UTC hour: it changes only on whole hours, and asking the time zone data is slow, so each
 * hour is asked once (bills over years of periods ask for thousands of instants).
 */
const offsetByHour = new Map<number, number>();
function offsetOfHour(hour: number): number {
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const p = intlParts(hour * HOUR_MS);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour) - hour * HOUR_MS;
    if (offsetByHour.size > 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

export function nzParts(ms: number): NzParts {
  const t = new Date(ms + offsetOfHour(Math.floor(ms / HOUR_MS)));
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** The NZ calendar day of an instant, YYYY-MM-DD. */
export function nzDate(ms: number): string {
  const p = nzParts(ms);
  return ymd(p.year, p.month, p.day);
}

/** How far NZ wall-clock time is ahead of UTC at an instant (12 or 13 hours). */
export function nzOffsetMs(ms: number): number {
  const p = nzParts(ms);
  const wholeMinute = Math.floor(ms / 60_000) * 60_000;
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - wholeMinute;
}

const splitDate = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The instant of an NZ wall-clock time on an NZ day. */
export function nzTimeToMs(date: string, hour: number, minute = 0): number {
  const [y, m, d] = splitDate(date);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  let ms = wall - nzOffsetMs(wall);
  // Near a daylight-saving change the offset at the answer can differ from the first guess.
  const corrected = wall - nzOffsetMs(ms);
  if (corrected !== ms) ms = corrected;
  return ms;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = splitDate(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** 0 is Sunday, 6 Saturday. */
export function weekday(date: string): number {
  const [y, m, d] = splitDate(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export const isWorkingDay = (date: string) => weekday(date) !== 0 && weekday(date) !== 6;

/** The instants an NZ day starts and ends (the next day's start). */
export function nzDayRange(date: string): [number, number] {
  return [nzTimeToMs(date, 0), nzTimeToMs(addDays(date, 1), 0)];
}

/** `count` working days (Saturday and Sunday skipped) from `first` on, `first` included when it is one. */
export function workingDaysFrom(first: string, count: number): string[] {
  const out: string[] = [];
  for (let date = first; out.length < count; date = addDays(date, 1)) if (isWorkingDay(date)) out.push(date);
  return out;
}

/** An instant as the specification's default date format shows it, NZ time: DD-MM-YYYY, HH:mm:ss (002 text notes). */
export function formatNzDateTime(ms: number): string {
  const p = nzParts(ms);
  return `${pad(p.day)}-${pad(p.month)}-${p.year}, ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** An instant's NZ calendar day in the specification's default date order: DD-MM-YYYY. */
export function formatNzDay(ms: number): string {
  const p = nzParts(ms);
  return `${pad(p.day)}-${pad(p.month)}-${p.year}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A calendar day kept as YYYY-MM-DD (a delivery window's days), shown in the default order: DD-MM-YYYY. */
export function formatCalendarDay(ymd: string): string {
  const [year, month, day] = ymd.split('-');
  return `${day}-${month}-${year}`;
}

/** An instant's NZ wall-clock time to the minute, 24-hour: HH:mm. */
export function formatNzTime(ms: number): string {
  const p = nzParts(ms);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** A day a person picks (an installation window's): the weekday leads the default date, "Mon 30-11-2026". */
export function formatNzWeekdayDay(ms: number): string {
  return `${WEEKDAYS[weekday(nzDate(ms))]} ${formatNzDay(ms)}`;
}

/**
 * A day typed in the default order (DD-MM-YYYY; slashes, dots or spaces between, one-digit day and month allowed)
 * as YYYY-MM-DD; undefined for anything that is not a real calendar day.
 */
export function parseDayText(text: string): string | undefined {
  const match = /^\s*(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}
