import type { FibreOrderState, OrderStep } from '../entities/fibre-order';
import { LFC_NAMES } from '../entities/fibre-states';
import { isFinalOrderState } from './fibre-order-lifecycle';
import { isSiteVisitCode, RFS_TIME_CODE } from './fibre-state';
import { addDays, isWorkingDay, nzDate, weekday, workingDaysFrom } from './nz-time';
import { pastSteps, stepAt } from './timeline';

/** One installation crew per local fibre company and window: a window holds as many appointments as there are LFCs. */
export const SLOT_CAPACITY = LFC_NAMES.length;

/** The site-visit code an order carries again once its appointment is cancelled: it waits for a new booking. */
export const SITE_VISIT_CODE = 'RequiresSiteVisit';

/**
 * The day whose installations an operator looks at first: today on a working day, else the next working day
 * (appointments, like the available times, fall on working days only).
 */
export function installationDay(nowMs: number): string {
  return workingDaysFrom(nzDate(nowMs), 1)[0] as string;
}

/** The Monday of the week `date` falls in. */
export function weekStart(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** The working days among `days` calendar days from `from` on. */
export function workingDaysWithin(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i)).filter(isWorkingDay);
}

/** Why an order is in the work queue, and so the action it needs; undefined when it needs nobody. */
export type AttentionReason = 'failed' | 'site_visit' | 'rfs_time';
export function attentionReason(step: Pick<OrderStep, 'State' | 'Substate'>): AttentionReason | undefined {
  if (step.State === 'failed') return 'failed';
  if (isSiteVisitCode(step.Substate)) return 'site_visit';
  if (step.Substate === RFS_TIME_CODE) return 'rfs_time';
  return undefined;
}

export type UnbookChange =
  | { ok: true; timeline: OrderStep[] }
  | { ok: false; reason: 'order_final' | 'appointment_started'; from: FibreOrderState };

/**
 * Cancelling an appointment before it starts: what the booking planned (the work at the appointment, the
 * completion after it) is dropped, and the order waits for a site visit to be booked again, with the reason.
 */
export function unbookOrder(
  timeline: readonly OrderStep[],
  nowNanos: number,
  appointment: { StartNanos: number },
  change: { Note: string; By?: string },
): UnbookChange {
  const current = stepAt(timeline, nowNanos);
  if (isFinalOrderState(current.State)) return { ok: false, reason: 'order_final', from: current.State };
  if (appointment.StartNanos <= nowNanos) {
    return { ok: false, reason: 'appointment_started', from: current.State };
  }
  const step: OrderStep = {
    State: current.State,
    Substate: SITE_VISIT_CODE,
    AtNanos: nowNanos,
    Note: change.Note,
  };
  if (change.By) step.By = change.By;
  return { ok: true, timeline: [...pastSteps(timeline, nowNanos), step] };
}

/** How long something has waited, to the minute, e.g. "2 d 4 h", "3 h 20 min", "12 min". */
export function formatAge(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days) return hours ? `${days} d ${hours} h` : `${days} d`;
  if (hours) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${minutes} min`;
}
