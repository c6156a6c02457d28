import { fixtureUuid, fwaPlans } from '@portal/fixtures';
import {
  nextPeriodStartMs,
  stepAt,
  type FwaOrder,
  type FwaServiceProduct,
  type PlanChangeMode,
} from '@portal/shared';
import type { MockContext } from '../context';
import { byUuid } from '../handlers/provider-store/common';

/** The fixed-wireless service an order gives once it completes: the same id whenever it is read. */
export const fwaProductUuid = (orderUUID: string) => fixtureUuid(`fwa-product:${orderUUID}`);

/** The shop's fixed-wireless plan of this id, if it is one. */
export const fwaPlanOf = (planUUID: string | undefined) => fwaPlans.find((p) => p.UUID === planUUID);

/**
 * The plan a fixed-wireless service has at `now`: a change chosen for the next period is in force once the clock
 * reaches it, until then it is only scheduled.
 */
function planAt(order: FwaOrder, now: number): Pick<FwaOrder, 'PlanUUID' | 'PlanName' | 'ScheduledPlan'> {
  const scheduled = order.ScheduledPlan;
  if (scheduled && scheduled.FromNanos <= now) {
    return {
      PlanUUID: scheduled.PlanUUID,
      PlanName: fwaPlanOf(scheduled.PlanUUID)?.Name ?? order.PlanName,
    };
  }
  return {
    PlanName: order.PlanName,
    ...(order.PlanUUID ? { PlanUUID: order.PlanUUID } : {}),
    ...(scheduled ? { ScheduledPlan: scheduled } : {}),
  };
}

/**
 * The account's fixed-wireless services, oldest first: one for each of its fixed-wireless orders that has
 * completed by now (read from the order's timeline, like the fibre service of a completed fibre order). A suspended
 * account's services are suspended with it.
 */
export function fwaProductsOf(ctx: MockContext, customerUUID: string): FwaServiceProduct[] {
  const now = ctx.sim.clock.nowNanos();
  const suspended = byUuid(ctx.db.customers, customerUUID)?.AccountState === 'Suspended';
  return ctx.db.fwaOrders
    .where((o) => o.CustomerUUID === customerUUID)
    .flatMap((o): FwaServiceProduct[] => {
      const step = stepAt(o.Timeline, now);
      if (step.State !== 'completed') return [];
      return [
        {
          UUID: fwaProductUuid(o.UUID),
          ProductType: 'mobileFWA',
          Status: 4,
          ServiceAddress: o.ServiceAddress,
          ...planAt(o, now),
          Suspended: suspended,
          OrderUUID: o.UUID,
          OrderNumber: byUuid(ctx.db.shopOrders, o.ShopOrderUUID)?.OrderNumber ?? '',
          CreatedAtNanos: step.AtNanos,
        },
      ];
    })
    .sort((a, b) => a.CreatedAtNanos - b.CreatedAtNanos);
}

/**
 * Changes the plan of the service an order gives, kept on the order: now, or from the next period (a change
 * already due is settled first, so the plan in force stays right).
 */
export async function changeFwaPlan(
  ctx: MockContext,
  order: FwaOrder,
  plan: { UUID: string; Name: string },
  mode: PlanChangeMode,
): Promise<void> {
  const now = ctx.sim.clock.nowNanos();
  const current = planAt(order, now);
  await ctx.db.fwaOrders.update(order.UUID, (d) => {
    delete d.ScheduledPlan;
    d.PlanName = current.PlanName;
    if (current.PlanUUID) d.PlanUUID = current.PlanUUID;
    if (mode === 'NOW') {
      d.PlanUUID = plan.UUID;
      d.PlanName = plan.Name;
    } else {
      d.ScheduledPlan = {
        PlanUUID: plan.UUID,
        FromNanos: nextPeriodStartMs(ctx.sim.clock.now()) * 1_000_000,
      };
    }
  });
}
