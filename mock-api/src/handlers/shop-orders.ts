import {
  broadbandPlanChangeProblem,
  contracts,
  nextPeriodStartMs,
  orderStatus,
  stepAt,
  type BodyOf,
  type CustomerFibreProduct,
  type FibreProduct,
} from '@portal/shared';
import type { MockContext } from '../context';
import { notFound } from '../http/api-error';
import { route, routeVersions } from '../http/route';
import type { Session } from '../http/session';
import { bookFibreSlot, fibreSlotsFor } from './provider-store/appointments';
import { byUuid, refuse, unknownReference } from './provider-store/common';
import { notesOf } from './provider-store/notes';
import { productView } from './provider-store/views';
import { bookFwaSlot, fwaSlotsFor } from '../shop/fwa-orders';
import { shopOrderView } from '../shop/order-view';
import type { HandlerGroup } from './types';

const c = contracts.shopOrders;

/**
 * A record of the customer the request names, which the caller's login owns; anything else is as unknown as a
 * missing record.
 */
export function ownRecord<R extends { CustomerUUID: string; DeletedAtNanos?: number | null }>(
  record: R | undefined,
  customerUUID: string,
  session: Session,
): R {
  if (!record || record.CustomerUUID !== customerUUID || !session.owns(customerUUID)) throw notFound();
  if (record.DeletedAtNanos !== undefined && record.DeletedAtNanos !== null) throw notFound();
  return record;
}

function fibreProductsOf(ctx: MockContext, customerUUID: string): CustomerFibreProduct[] {
  const now = ctx.sim.clock.nowNanos();
  return ctx.db.ufbProducts
    .where((p) => p.CustomerUUID === customerUUID && p.DeletedAtNanos === null)
    .sort((a, b) => a.CreatedAtNanos - b.CreatedAtNanos)
    .map((p) => customerProduct(ctx, p, now));
}

function customerProduct(ctx: MockContext, p: FibreProduct, now: number): CustomerFibreProduct {
  const v = productView(p, now);
  return {
    UUID: v.UUID,
    Status: v.Status,
    State: v.State,
    Substate: v.Substate,
    ProductOrderSubstate: v.ProductOrderSubstate,
    StateDescription: v.StateDescription,
    PrequalUUID: v.PrequalUUID,
    Address: v.Address,
    OrderUUID: v.OrderUUID,
    OrderNumber: v.OrderNumber,
    BillingReference: v.BillingReference,
    PlanUUID: v.PlanUUID,
    CreatedAtNanos: v.CreatedAtNanos,
    PlanName: byUuid(ctx.db.ufbPlans, v.PlanUUID)?.Name ?? '',
    ...(v.ScheduledPlan ? { ScheduledPlan: v.ScheduledPlan } : {}),
  };
}

/** A shop order of the customer by its number; anything else is not found. */
function orderByNumber(ctx: MockContext, customerUUID: string, orderNumber: string) {
  const order = ctx.db.shopOrders.first(
    (o) => o.OrderNumber === orderNumber && o.CustomerUUID === customerUUID,
  );
  if (!order) throw notFound();
  return order;
}

const older = contracts.olderShopOrders;

export const shopOrderHandlers: HandlerGroup = (ctx) => [
  ...routeVersions(ctx, c.list, [older.listV1], ({ params }) => ({
    Orders: ctx.db.shopOrders
      .where((o) => o.CustomerUUID === params.uuid)
      .sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos)
      .map((o) => shopOrderView(ctx, o)),
  })),
  ...routeVersions(ctx, c.get, [older.getV1], ({ params }) =>
    shopOrderView(ctx, orderByNumber(ctx, params.uuid, params.orderNumber)),
  ),
  route(ctx, older.esimStatus, ({ params }) => {
    const order = shopOrderView(ctx, orderByNumber(ctx, params.uuid, params.orderNumber));
    const esims = order.OrderItems.filter((line) => line.VirtualType === 'VT_ESIM').flatMap((line) =>
      line.Provisioned.flatMap((p) => (p.Kind === 'mobile' ? [p.UUID] : [])),
    );
    return {
      Status: order.Status,
      OrderNotes: order.OrderNotes,
      ESIMs: esims.flatMap((uuid) => {
        const mobile = ctx.db.mobileProducts.find(uuid);
        return mobile
          ? [
              {
                MobileUUID: mobile.UUID,
                MSISDN: mobile.MSISDN,
                Status: mobile.Status,
                ESIMActivationCode: mobile.ESIMActivationCode ?? '',
              },
            ]
          : [];
      }),
    };
  }),
  route(ctx, c.fibreOrderStatus, ({ params }) => {
    const fibre = byUuid(ctx.db.ufbOrders, params.id);
    if (!fibre || fibre.CustomerUUID !== params.uuid || fibre.DeletedAtNanos !== null) throw notFound();
    return {
      Status: orderStatus(stepAt(fibre.Timeline, ctx.sim.clock.nowNanos()).State),
      OrderNotes: notesOf(ctx, 'UFB_order', fibre).map((n) => n.Text),
    };
  }),
  route(ctx, c.fibreProducts, ({ params }) => ({ UFBProducts: fibreProductsOf(ctx, params.uuid) })),
  route(ctx, c.fibreTimeSlots, ({ params, query, session }) =>
    fibreSlotsFor(ctx, ownRecord(byUuid(ctx.db.ufbOrders, params.id), query.CustomerUUID, session), {
      days: 5,
    }),
  ),
  route(ctx, c.fibreBook, async ({ params, body, session }) => {
    const order = ownRecord(byUuid(ctx.db.ufbOrders, params.id), body.CustomerUUID, session);
    if (order.ProductUUID !== body.ProductUUID) throw notFound();
    const booked = await bookFibreSlot(
      ctx,
      order,
      body.Appointments[0] as (typeof body.Appointments)[number],
    );
    return {
      OrderUUID: booked.UUID,
      Appointment: booked.Appointment as NonNullable<typeof booked.Appointment>,
    };
  }),
  route(ctx, c.fwaTimeSlots, ({ params, query, session }) =>
    fwaSlotsFor(
      ctx,
      ownRecord(byUuid(ctx.db.fwaOrders, params.uuid), query.CustomerUUID, session),
      query.Mode,
    ),
  ),
  route(ctx, c.fwaBook, async ({ params, body, session }) => {
    const order = ownRecord(byUuid(ctx.db.fwaOrders, params.uuid), body.CustomerUUID, session);
    const booked = await bookFwaSlot(ctx, order, body);
    return {
      OrderUUID: booked.UUID,
      Appointment: booked.Appointment as NonNullable<typeof booked.Appointment>,
    };
  }),
  route(ctx, c.fibreChangePlan, ({ params, body, session }) =>
    changeFibrePlan(ctx, ownRecord(byUuid(ctx.db.ufbProducts, params.id), body.CustomerUUID, session), body),
  ),
  route(ctx, older.ufbChangePlan, ({ body, session }) =>
    changeFibrePlan(ctx, ownRecord(byUuid(ctx.db.ufbProducts, body.UUID), body.CustomerUUID, session), body),
  ),
];

/** A fibre service's plan change, at the next period (LATER) or now. */
async function changeFibrePlan(
  ctx: MockContext,
  product: FibreProduct,
  body: BodyOf<typeof c.fibreChangePlan>,
): Promise<CustomerFibreProduct> {
  const now = ctx.sim.clock.nowNanos();
  const view = productView(product, now);
  if (!byUuid(ctx.db.ufbPlans, body.ProductAvailabilityUUID)) {
    throw unknownReference('ProductAvailabilityUUID', 'can not find plan');
  }
  const problem = broadbandPlanChangeProblem(
    {
      suspended: view.State === 'suspended',
      planUUID: view.PlanUUID,
      ...(view.ScheduledPlan ? { scheduledPlanUUID: view.ScheduledPlan.PlanUUID } : {}),
    },
    body.ProductAvailabilityUUID,
  );
  if (problem) throw refuse(problem);
  const updated = (await ctx.db.ufbProducts.update(product.UUID, (d) => {
    d.PlanUUID = view.PlanUUID;
    if (body.Mode === 'NOW') {
      d.PlanUUID = body.ProductAvailabilityUUID;
      delete d.ScheduledPlan;
    } else {
      d.ScheduledPlan = {
        PlanUUID: body.ProductAvailabilityUUID,
        FromNanos: nextPeriodStartMs(ctx.sim.clock.now()) * 1_000_000,
      };
    }
    d.UpdatedAtNanos = now;
  })) as FibreProduct;
  return customerProduct(ctx, updated, now);
}
