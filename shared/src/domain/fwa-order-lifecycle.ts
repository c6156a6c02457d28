import type { FwaOrderState, FwaOrderStep } from '../entities/fwa-order';
import type { ShopOrderStatus } from '../entities/shop-order';
import { ORDER_ENDING_STATUS, ORDER_ENDINGS, transitionRules } from './state-transitions';
import { between, DAY_NANOS, HOUR_NANOS, pastSteps, stepAt } from './timeline';

const SECOND_NANOS = 1_000_000_000;

/** The legal moves of a fixed-wireless order. Completed, failed and cancelled are final. */
export const FWA_TRANSITIONS: Record<FwaOrderState, readonly FwaOrderState[]> = {
  received: ['site_check', 'failed', 'cancelled'],
  site_check: ['modem_dispatched', 'failed', 'cancelled'],
  modem_dispatched: ['installation_booked', 'completed', 'failed', 'cancelled'],
  installation_booked: ['installation_booked', 'completed', 'failed', 'cancelled'],
  ...ORDER_ENDINGS,
};

const fwaRules = transitionRules(FWA_TRANSITIONS, 'received');
export const canFwaTransition = fwaRules.can;
export const isFinalFwaState = fwaRules.isFinal;
/** A timeline where every step follows a legal transition and time never runs backwards. */
export const isLegalFwaTimeline = fwaRules.isLegalTimeline;
/** An installation can be booked once the modem is on its way, and moved until the work is done. */
export const BOOKABLE_FWA_STATES: readonly FwaOrderState[] = ['modem_dispatched', 'installation_booked'];

const FWA_STATUS: Record<FwaOrderState, ShopOrderStatus> = {
  received: 'PAID',
  site_check: 'CONFIRMED',
  modem_dispatched: 'PROCESSING',
  installation_booked: 'PROCESSING',
  ...ORDER_ENDING_STATUS,
};

/** The order status the fixed-wireless polling reads: PROCESSING once the modem is on its way. */
export function fwaOrderStatus(state: FwaOrderState): ShopOrderStatus {
  return FWA_STATUS[state];
}

/** Why a simulated fixed-wireless order fails (under the `orders.fail` scenario); written as an order note. */
export const FWA_FAILURE_REASONS = [
  'The site check found no fixed wireless signal strong enough at this address.',
  'The nearest cell site has no capacity for another fixed wireless connection.',
] as const;

/**
 * The whole timeline of a new fixed-wireless order, decided when it is placed: the site check within a minute,
 * the modem dispatched within three (so the checkout's three-minute polling sees it), the self-install done a few
 * days later unless an installation is booked. Under `fail` the site check fails instead.
 */
export function planFwaTimeline(
  createdAtNanos: number,
  opts: { random: () => number; fail?: boolean },
): FwaOrderStep[] {
  const { random } = opts;
  const checked = createdAtNanos + between(random, 10 * SECOND_NANOS, 40 * SECOND_NANOS);
  const steps: FwaOrderStep[] = [
    { State: 'received', AtNanos: createdAtNanos },
    { State: 'site_check', AtNanos: checked },
  ];
  const decided = checked + between(random, 20 * SECOND_NANOS, 90 * SECOND_NANOS);
  if (opts.fail) {
    const reason = FWA_FAILURE_REASONS[Math.floor(random() * FWA_FAILURE_REASONS.length)] as string;
    return [...steps, { State: 'failed', AtNanos: decided, Note: reason }];
  }
  return [
    ...steps,
    { State: 'modem_dispatched', AtNanos: decided },
    { State: 'completed', AtNanos: decided + between(random, 3 * DAY_NANOS, 6 * DAY_NANOS) },
  ];
}

export type FwaTimelineChange =
  { ok: true; timeline: FwaOrderStep[] } | { ok: false; reason: 'order_final' | 'fwa_order_not_bookable' };

/** Booking an installation at `nowNanos`: the order completes an hour after the window; a decided failure stays. */
export function bookFwaInstallation(
  timeline: readonly FwaOrderStep[],
  nowNanos: number,
  appointment: { StartNanos: number; EndNanos: number },
): FwaTimelineChange {
  const current = stepAt(timeline, nowNanos).State;
  if (isFinalFwaState(current)) return { ok: false, reason: 'order_final' };
  if (!BOOKABLE_FWA_STATES.includes(current)) return { ok: false, reason: 'fwa_order_not_bookable' };
  return {
    ok: true,
    timeline: [
      ...pastSteps(timeline, nowNanos),
      { State: 'installation_booked', AtNanos: nowNanos },
      { State: 'completed', AtNanos: appointment.EndNanos + HOUR_NANOS },
    ],
  };
}
