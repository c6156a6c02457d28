import type { FibreOrderState, FibreOrderStatus, OrderStep } from '../entities/fibre-order';
import { isSiteVisitCode, RFS_TIME_CODE } from './fibre-state';
import { ORDER_ENDING_STATUS, ORDER_ENDINGS, transitionRules } from './state-transitions';
import { between, DAY_NANOS, futureSteps, HOUR_NANOS, MINUTE_NANOS, pastSteps, stepAt } from './timeline';

/**
 * The legal moves of a fibre order (TMF622-like; the specification shows no transitions). Completed,
 * failed and cancelled are final.
 */
export const ORDER_TRANSITIONS: Record<FibreOrderState, readonly FibreOrderState[]> = {
  created: ['acknowledged', 'cancelled', 'failed'],
  acknowledged: ['in_progress', 'held', 'cancelled', 'failed'],
  in_progress: ['held', 'completed', 'failed', 'cancelled'],
  held: ['in_progress', 'cancelled', 'failed'],
  ...ORDER_ENDINGS,
};

const orderRules = transitionRules(ORDER_TRANSITIONS, 'created');
export const canOrderTransition = orderRules.can;
export const isFinalOrderState = orderRules.isFinal;
/** An appointment can be booked once the LFC has acknowledged the order and until the work is done. */
export const BOOKABLE_ORDER_STATES: readonly FibreOrderState[] = ['acknowledged', 'in_progress'];

const ORDER_STATUS: Record<FibreOrderState, FibreOrderStatus> = {
  created: 'CONFIRMED',
  acknowledged: 'CONFIRMED',
  in_progress: 'PROCESSING',
  held: 'PROCESSING',
  ...ORDER_ENDING_STATUS,
};

/** The state mapping's order status for a state, for the fibre order polling (PROCESSING ends it). */
export function orderStatus(state: FibreOrderState): FibreOrderStatus {
  return ORDER_STATUS[state];
}

/** Substates that stop an order until someone acts: a site visit to book, a new RFS time to agree. */
export const isAttentionSubstate = (substate: string) =>
  isSiteVisitCode(substate) || substate === RFS_TIME_CODE;

/** Failed, site visit required or RFS time required: the dashboard's "needs attention". */
export const orderNeedsAttention = (step: Pick<OrderStep, 'State' | 'Substate'>) =>
  step.State === 'failed' || isAttentionSubstate(step.Substate);

/** Why a simulated order fails (under the `orders.fail` scenario); written as an order note. */
export const ORDER_FAILURE_REASONS = [
  'The LFC rejected the order: the address is outside its fibre footprint.',
  'The LFC rejected the order: another provider has an active service at this address.',
  'Build failed: the property owner did not give consent for the installation.',
  'The LFC could not confirm the address with the details given.',
] as const;

export interface PlanOptions {
  random: () => number;
  /** The `orders.fail` scenario: the order fails while in progress, with a note saying why. */
  fail?: boolean;
  /** Whether the plan may stop at a site visit or a new RFS time (new orders may; resumed ones go on). */
  attention?: boolean;
}

/** The steps that follow being in `state` since `atNanos`, decided now from the random source. */
export function continueTimeline(state: FibreOrderState, atNanos: number, opts: PlanOptions): OrderStep[] {
  const { random } = opts;
  const step = (State: FibreOrderState, AtNanos: number, Substate = '', Note?: string): OrderStep =>
    Note ? { State, Substate, AtNanos, Note } : { State, Substate, AtNanos };
  if (state === 'created') {
    const at = atNanos + between(random, 2 * MINUTE_NANOS, 15 * MINUTE_NANOS);
    return [step('acknowledged', at), ...continueTimeline('acknowledged', at, opts)];
  }
  if (state === 'acknowledged') {
    const at = atNanos + between(random, HOUR_NANOS, 8 * HOUR_NANOS);
    return [step('in_progress', at), ...continueTimeline('in_progress', at, opts)];
  }
  if (state !== 'in_progress') return [];
  if (opts.fail) {
    const reason = ORDER_FAILURE_REASONS[Math.floor(random() * ORDER_FAILURE_REASONS.length)] as string;
    return [step('failed', atNanos + between(random, HOUR_NANOS, 3 * HOUR_NANOS), '', reason)];
  }
  const branch = random();
  if (opts.attention && branch < 0.15) {
    return [step('in_progress', atNanos + between(random, HOUR_NANOS, 4 * HOUR_NANOS), 'RequiresSiteVisit')];
  }
  if (opts.attention && branch < 0.25) {
    return [step('held', atNanos + between(random, 4 * HOUR_NANOS, 24 * HOUR_NANOS), RFS_TIME_CODE)];
  }
  return [step('completed', atNanos + between(random, DAY_NANOS, 4 * DAY_NANOS))];
}

/** The whole timeline of a new order, decided when it is created. */
export function planOrderTimeline(createdAtNanos: number, opts: PlanOptions): OrderStep[] {
  return [
    { State: 'created', Substate: '', AtNanos: createdAtNanos },
    ...continueTimeline('created', createdAtNanos, { attention: true, ...opts }),
  ];
}

export type TimelineChange =
  | { ok: true; timeline: OrderStep[]; changed: boolean }
  | { ok: false; reason: 'illegal_transition' | 'order_final' | 'order_not_bookable'; from: FibreOrderState };

/**
 * An operator's change at `nowNanos`: a new state along a legal transition, or a new substate. What was to come
 * is replaced: an attention substate waits for someone; otherwise the order carries on from its new state.
 */
export function changeOrderState(
  timeline: readonly OrderStep[],
  nowNanos: number,
  change: { State?: FibreOrderState; Substate?: string; Note?: string; By?: string },
  opts: PlanOptions,
): TimelineChange {
  const current = stepAt(timeline, nowNanos);
  const to = change.State ?? current.State;
  const substate = change.Substate ?? (to === current.State ? current.Substate : '');
  if (to === current.State && substate === current.Substate) {
    return { ok: true, timeline: [...timeline], changed: false };
  }
  if (to !== current.State && !canOrderTransition(current.State, to)) {
    return { ok: false, reason: 'illegal_transition', from: current.State };
  }
  if (to === current.State && isFinalOrderState(to)) return { ok: false, reason: 'order_final', from: to };
  const step: OrderStep = { State: to, Substate: substate, AtNanos: nowNanos };
  if (change.Note) step.Note = change.Note;
  if (change.By) step.By = change.By;
  const next = isAttentionSubstate(substate)
    ? []
    : continueTimeline(to, nowNanos, { ...opts, attention: false, fail: false });
  return { ok: true, timeline: [...pastSteps(timeline, nowNanos), step, ...next], changed: true };
}

/**
 * Booking an appointment: a site-visit substate is cleared, the work starts at the appointment and the order
 * completes an hour after its window. A failure already decided still happens.
 */
export function bookOrder(
  timeline: readonly OrderStep[],
  nowNanos: number,
  appointment: { StartNanos: number; EndNanos: number },
  by?: string,
): TimelineChange {
  const current = stepAt(timeline, nowNanos);
  if (isFinalOrderState(current.State)) return { ok: false, reason: 'order_final', from: current.State };
  if (!BOOKABLE_ORDER_STATES.includes(current.State)) {
    return { ok: false, reason: 'order_not_bookable', from: current.State };
  }
  const future = futureSteps(timeline, nowNanos);
  if (future.some((s) => s.State === 'failed')) return { ok: true, timeline: [...timeline], changed: false };
  const next: OrderStep[] = [];
  if (isSiteVisitCode(current.Substate)) {
    const step: OrderStep = {
      State: current.State,
      Substate: '',
      AtNanos: nowNanos,
      Note: 'Appointment booked',
    };
    if (by) step.By = by;
    next.push(step);
  }
  if (current.State === 'acknowledged') {
    next.push({ State: 'in_progress', Substate: '', AtNanos: Math.max(nowNanos, appointment.StartNanos) });
  }
  next.push({ State: 'completed', Substate: '', AtNanos: appointment.EndNanos + HOUR_NANOS });
  return { ok: true, timeline: [...pastSteps(timeline, nowNanos), ...next], changed: true };
}
