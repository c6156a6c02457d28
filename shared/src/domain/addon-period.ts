import type { Characteristics } from '../entities/mobile-catalogue';

const DAY_MS = 86_400_000;

/**
 * When a plan or addon bought at `startMs` reaches the end of its period, from ocs.TimePeriodInterval: "N days"
 * (or "day") runs N days; "month" runs to the same day of the next month; "week" seven days. No interval: 30 days.
 */
export function addonPeriodEnd(startMs: number, characteristics: Characteristics): number {
  const interval = (characteristics['ocs.TimePeriodInterval'] ?? '').trim().toLowerCase();
  const count = Number(/^(\d+)/.exec(interval)?.[1] ?? 1);
  if (interval.includes('day')) return startMs + count * DAY_MS;
  if (interval.includes('week')) return startMs + count * 7 * DAY_MS;
  if (interval.includes('month')) {
    const end = new Date(startMs);
    end.setUTCMonth(end.getUTCMonth() + count);
    return end.getTime();
  }
  return startMs + 30 * DAY_MS;
}
