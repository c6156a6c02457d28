import {
  fibreDisplayText,
  fibreOrderRank,
  orderNeedsAttention,
  orderStatus,
  pastSteps,
  stepAt,
  type FibreOrder,
  type FibreOrderRecord,
  type FibreProduct,
  type FibreProductRecord,
} from '@portal/shared';

/** react-admin's `id` beside the spec's UUID. */
export const withId = <R extends { UUID: string }>(record: R): R & { id: string } => ({
  ...record,
  id: record.UUID,
});

/** An order as answered at `nowNanos`: its timeline so far and the state the clock derives from it. */
export function orderView(order: FibreOrder, nowNanos: number): FibreOrderRecord {
  const step = stepAt(order.Timeline, nowNanos);
  return {
    ...withId(order),
    Timeline: pastSteps(order.Timeline, nowNanos),
    State: step.State,
    Substate: step.Substate,
    Status: orderStatus(step.State),
    StateText: fibreDisplayText(step.Substate, step.State),
    NeedsAttention: order.DeletedAtNanos === null && orderNeedsAttention(step),
  };
}

/** A product as answered at `nowNanos`, with the state mapping's order rank as Status. */
export function productView(product: FibreProduct, nowNanos: number): FibreProductRecord {
  const step = stepAt(product.Timeline, nowNanos);
  // A plan change chosen for the next period is in force once the clock reaches it.
  const { ScheduledPlan, ...stored } = product;
  const due = ScheduledPlan && ScheduledPlan.FromNanos <= nowNanos;
  return {
    ...withId(stored),
    ...(ScheduledPlan && !due ? { ScheduledPlan } : {}),
    ...(due ? { PlanUUID: ScheduledPlan.PlanUUID } : {}),
    Timeline: pastSteps(product.Timeline, nowNanos),
    Status: fibreOrderRank({ State: step.State, BillingReference: product.BillingReference }) ?? 1,
    State: step.State,
    Substate: step.Substate,
    ProductOrderSubstate: step.ProductOrderSubstate,
    StateDescription: fibreDisplayText(step.Substate, step.ProductOrderSubstate, step.State),
  };
}
