import { formatNzDateTime, formatNzd, NANOS_PER_MS } from '@portal/shared';

/** The store's nanosecond times as the default date format (DD-MM-YYYY, HH:mm:ss, NZ time). */
export const formatNanos = (nanos: number | null | undefined) =>
  nanos === null || nanos === undefined ? '' : formatNzDateTime(nanos / NANOS_PER_MS);

export const formatCents = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : formatNzd(cents);

/** An appointment window, e.g. "Tue 24-11-2026, 08:00–10:00". */
export function formatWindow(startNanos: number, endNanos: number): string {
  const start = formatNanos(startNanos);
  const end = formatNanos(endNanos).slice(-8, -3);
  const day = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', timeZone: 'Pacific/Auckland' }).format(
    new Date(startNanos / NANOS_PER_MS),
  );
  return `${day} ${start.slice(0, -3)}–${end}`;
}
