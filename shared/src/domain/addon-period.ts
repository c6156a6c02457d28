import type { Characteristics } from '../entities/mobile-catalogue';

const DAY_MS = 86_400_000;

/** Moves an instant by `periods` whole periods of a plan or addon (negative: back), by its interval. */
function shiftByPeriods(ms: number, characteristics: Characteristics, periods: number): number {
  const interval = (characteristics['ocs.TimePeriodInterval'] ?? '').trim().toLowerCase();
  const count = Number(/^(\d+)/.exec(interval)?.[1] ?? 1) * periods;
  if (interval.includes('day')) return ms + count * DAY_MS;
  if (interval.includes('week')) return ms + count * 7 * DAY_MS;
  if (interval.includes('month')) {
    const moved = new Date(ms);
    moved.setUTCMonth(moved.getUTCMonth() + count);
    return moved.getTime();
  }
  return ms + periods * 30 * DAY_MS;
}

/**
 * When a plan or addon bought at `startMs` reaches the end of its period, from ocs.TimePeriodInterval: "N days"
 * (or "day") runs N days; "month" runs to the same day of the next month; "week" seven days. No interval: 30 days.
 */
export function addonPeriodEnd(startMs: number, characteristics: Characteristics): number {
  return shiftByPeriods(startMs, characteristics, 1);
}

/** When the period before the one starting at `startMs` started: the period rule run backwards. */
export function addonPeriodStartBefore(startMs: number, characteristics: Characteristics): number {
  return shiftByPeriods(startMs, characteristics, -1);
}
