import { fwaPlans } from '@portal/fixtures';
import { broadbandPlanChangeProblem, contracts, DAY_NANOS, MB_PER_GB } from '@portal/shared';
import type { MockContext } from '../context';
import { notFound } from '../http/api-error';
import { route } from '../http/route';
import type { Session } from '../http/session';
import { processRandom } from '../sim/processes';
import { changeFwaPlan, fwaPlanOf, fwaProductsOf } from '../shop/fwa-products';
import { byUuid, refuse, unknownReference } from './provider-store/common';
import { fibrePlansOnSale } from '../shop/fibre-at-address';
import { ownRecord } from './shop-orders';
import type { HandlerGroup } from './types';

const c = contracts.broadbandServices;
/** A histogram covers at most about three years of days: enough for the yearly view. */
const MAX_BUCKETS = 1100;
/** Typical daily data of a household, in GB: fibre homes use more than fixed wireless ones. */
const DAILY_GB = { UFB: [2, 30], mobileFWA: [1, 15] } as const;

/** When the caller's product of this type started, or not found when it is not the customer's. */
function productStart(
  ctx: MockContext,
  session: Session,
  customerUUID: string,
  productUUID: string,
  type: keyof typeof DAILY_GB,
): number {
  if (type === 'UFB')
    return ownRecord(byUuid(ctx.db.ufbProducts, productUUID), customerUUID, session).CreatedAtNanos;
  return ownFwaService(ctx, session, customerUUID, productUUID).CreatedAtNanos;
}

/** A fixed-wireless service of the customer the caller's login owns; anything else is not found. */
function ownFwaService(ctx: MockContext, session: Session, customerUUID: string, productUUID: string) {
  if (!session.owns(customerUUID)) throw notFound();
  const product = fwaProductsOf(ctx, customerUUID).find((p) => p.UUID === productUUID);
  if (!product) throw notFound();
  return product;
}

/**
 * The megabytes used in each interval: zero before the service started and after now, otherwise a seeded amount
 * per product and day, so the same day reads the same in every runtime.
 */
function buckets(
  ctx: MockContext,
  productUUID: string,
  type: keyof typeof DAILY_GB,
  range: { FirstNanos: number; FinalNanos: number },
  interval: number,
  startedNanos: number,
): number[] {
  const now = ctx.sim.clock.nowNanos();
  const count = Math.min(Math.ceil((range.FinalNanos - range.FirstNanos) / interval), MAX_BUCKETS);
  const [low, high] = DAILY_GB[type];
  return Array.from({ length: count }, (_, i) => {
    const from = range.FirstNanos + i * interval;
    if (from + interval <= startedNanos || from > now) return 0;
    const day = Math.floor(from / DAY_NANOS);
    const random = processRandom(ctx.sim, `usage:${productUUID}:${day}`);
    const gb = low + random() * (high - low);
    return Math.round(gb * MB_PER_GB * (interval / DAY_NANOS) * 100) / 100;
  });
}

/** Whether a histogram call is about a broadband service (the one histogram call serves mobile and broadband). */
export const isBroadbandType = (type: string): type is keyof typeof DAILY_GB => type in DAILY_GB;

/** The megabytes a caller's broadband service used per interval of the range. */
export function broadbandHistogram(
  ctx: MockContext,
  session: Session,
  body: {
    CustomerUUID: string;
    ProductInstanceUUID: string;
    ProductType: keyof typeof DAILY_GB;
    Range: { FirstNanos: number; FinalNanos: number };
    IntervalNanos: number;
  },
): number[] {
  const started = productStart(ctx, session, body.CustomerUUID, body.ProductInstanceUUID, body.ProductType);
  return buckets(ctx, body.ProductInstanceUUID, body.ProductType, body.Range, body.IntervalNanos, started);
}

export const broadbandServiceHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.fwaProducts, ({ params }) => ({ FWAProducts: fwaProductsOf(ctx, params.uuid) })),
  route(ctx, c.fibreServicePlans, ({ params, session }) => {
    ownRecord(byUuid(ctx.db.ufbProducts, params.id), params.uuid, session);
    return { BroadbandPlans: { Plans: fibrePlansOnSale(ctx) } };
  }),
  route(ctx, c.fwaServicePlans, ({ params, session }) => {
    ownFwaService(ctx, session, params.uuid, params.product);
    return { BroadbandPlans: { Plans: fwaPlans } };
  }),
  route(ctx, c.fwaChangePlan, async ({ body, session }) => {
    const service = ownFwaService(ctx, session, body.CustomerUUID, body.UUID);
    const plan = fwaPlanOf(body.ProductAvailabilityUUID);
    if (!plan) throw unknownReference('ProductAvailabilityUUID', 'can not find plan');
    const problem = broadbandPlanChangeProblem(
      {
        suspended: service.Suspended,
        ...(service.PlanUUID ? { planUUID: service.PlanUUID } : {}),
        ...(service.ScheduledPlan ? { scheduledPlanUUID: service.ScheduledPlan.PlanUUID } : {}),
      },
      plan.UUID,
    );
    if (problem) throw refuse(problem);
    const order = byUuid(ctx.db.fwaOrders, service.OrderUUID);
    if (!order) throw notFound();
    await changeFwaPlan(ctx, order, plan, body.Mode);
    return ownFwaService(ctx, session, body.CustomerUUID, body.UUID);
  }),
];
