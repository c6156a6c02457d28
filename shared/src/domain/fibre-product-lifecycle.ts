import type { FibreOrderState, OrderStep } from '../entities/fibre-order';
import type { FibreProductState, ProductStep } from '../entities/fibre-product';
import { pastSteps, stepAt } from './timeline';

/** The legal moves of a fibre product. Cancelled is final; suspended services can be resumed. */
export const PRODUCT_TRANSITIONS: Record<FibreProductState, readonly FibreProductState[]> = {
  created: ['acknowledged', 'cancelled'],
  acknowledged: ['active', 'cancelled'],
  active: ['suspended', 'cancelled'],
  suspended: ['active', 'cancelled'],
  cancelled: [],
};

export const canProductTransition = (from: FibreProductState, to: FibreProductState) =>
  PRODUCT_TRANSITIONS[from].includes(to);

/** What the product is while its order is in a state: pending until the order completes, then active. */
export function productStateForOrder(state: FibreOrderState): FibreProductState {
  switch (state) {
    case 'created':
      return 'created';
    case 'acknowledged':
    case 'in_progress':
    case 'held':
      return 'acknowledged';
    case 'completed':
      return 'active';
    case 'failed':
    case 'cancelled':
      return 'cancelled';
  }
}

const fromOrderStep = (s: OrderStep, AtNanos = s.AtNanos): ProductStep => ({
  State: productStateForOrder(s.State),
  Substate: '',
  ProductOrderSubstate: s.Substate,
  AtNanos,
});

/** Appends `next` when it is a change the product may make; false when the product cannot follow. */
function follow(steps: ProductStep[], next: ProductStep): boolean {
  const prev = steps[steps.length - 1] as ProductStep;
  if (prev.State === next.State) {
    if (prev.ProductOrderSubstate !== next.ProductOrderSubstate) {
      steps.push({ ...next, Substate: prev.Substate });
    }
    return true;
  }
  if (!canProductTransition(prev.State, next.State)) return false;
  steps.push(next);
  return true;
}

/** A new order's product timeline: the order's steps seen from the product (completion activates it). */
export function productTimelineForOrder(order: readonly OrderStep[]): ProductStep[] {
  const [first, ...rest] = order;
  if (!first) throw new RangeError('A timeline has at least one step');
  const steps = [fromOrderStep(first)];
  for (const s of rest) if (!follow(steps, fromOrderStep(s))) break;
  return steps;
}

/**
 * After the order's timeline changed at `nowNanos` (an operator's change, a booking), the product follows it
 * from now on, as far as the product's own transitions allow (a product cancelled by hand stays cancelled).
 */
export function syncProductTimeline(
  product: readonly ProductStep[],
  order: readonly OrderStep[],
  nowNanos: number,
): ProductStep[] {
  const steps = pastSteps(product, nowNanos);
  const upcoming = [
    fromOrderStep(stepAt(order, nowNanos), nowNanos),
    ...order.filter((s) => s.AtNanos > nowNanos).map((s) => fromOrderStep(s)),
  ];
  for (const s of upcoming) if (!follow(steps, s)) break;
  return steps;
}

export type ProductChange =
  | { ok: true; timeline: ProductStep[]; changed: boolean }
  | { ok: false; reason: 'illegal_transition' | 'product_final'; from: FibreProductState };

/** An operator's change of a product at `nowNanos`; it stops following its order from then on. */
export function changeProductState(
  timeline: readonly ProductStep[],
  nowNanos: number,
  change: { State?: FibreProductState; Substate?: string; Note?: string; By?: string },
): ProductChange {
  const current = stepAt(timeline, nowNanos);
  const to = change.State ?? current.State;
  const substate = change.Substate ?? (to === current.State ? current.Substate : '');
  if (to === current.State && substate === current.Substate) {
    return { ok: true, timeline: [...timeline], changed: false };
  }
  if (to !== current.State && !canProductTransition(current.State, to)) {
    return { ok: false, reason: 'illegal_transition', from: current.State };
  }
  if (to === current.State && PRODUCT_TRANSITIONS[to].length === 0) {
    return { ok: false, reason: 'product_final', from: to };
  }
  const step: ProductStep = {
    State: to,
    Substate: substate,
    ProductOrderSubstate: current.ProductOrderSubstate,
    AtNanos: nowNanos,
  };
  if (change.Note) step.Note = change.Note;
  if (change.By) step.By = change.By;
  return { ok: true, timeline: [...pastSteps(timeline, nowNanos), step], changed: true };
}
