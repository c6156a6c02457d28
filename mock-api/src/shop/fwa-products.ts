import { fixtureUuid } from '@portal/fixtures';
import { stepAt, type FwaServiceProduct } from '@portal/shared';
import type { MockContext } from '../context';
import { byUuid } from '../handlers/provider-store/common';

/** The fixed-wireless service an order gives once it completes: the same id whenever it is read. */
export const fwaProductUuid = (orderUUID: string) => fixtureUuid(`fwa-product:${orderUUID}`);

/**
 * The account's fixed-wireless services, oldest first: one for each of its fixed-wireless orders that has
 * completed by now (read from the order's timeline, like the fibre service of a completed fibre order).
 */
export function fwaProductsOf(ctx: MockContext, customerUUID: string): FwaServiceProduct[] {
  const now = ctx.sim.clock.nowNanos();
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
          PlanName: o.PlanName,
          OrderUUID: o.UUID,
          OrderNumber: byUuid(ctx.db.shopOrders, o.ShopOrderUUID)?.OrderNumber ?? '',
          CreatedAtNanos: step.AtNanos,
        },
      ];
    })
    .sort((a, b) => a.CreatedAtNanos - b.CreatedAtNanos);
}
