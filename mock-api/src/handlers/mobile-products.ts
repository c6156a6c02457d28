import { catalogueEntries } from '@portal/fixtures';
import { addonFromPlan, contracts, withBasePlan, type MobileProduct } from '@portal/shared';
import type { MockContext } from '../context';
import { notFound } from '../http/api-error';
import { route } from '../http/route';
import { settleActivation } from './mobile-activation';
import type { HandlerGroup } from './types';

const c = contracts.mobileProducts;

/**
 * A plan change chosen for the next period takes over once the clock passes the period boundary; settled when
 * the product is read, so it needs no timer and behaves the same in every runtime.
 */
async function settleScheduledPlan(ctx: MockContext, product: MobileProduct): Promise<MobileProduct> {
  const scheduled = product.ScheduledPlan;
  if (!scheduled || scheduled.FromNanos > ctx.sim.clock.nowNanos()) return product;
  const entry = catalogueEntries.find((e) => e.UUID === scheduled.ProductCatalogEntryUUID);
  if (!entry) return product;
  const addon = addonFromPlan(entry, {
    UUID: crypto.randomUUID(),
    startedMs: scheduled.FromNanos / 1_000_000,
    subscribe: scheduled.AutoRenew,
  });
  const next = withBasePlan(product, entry, addon);
  return (await ctx.db.mobileProducts.update(product.UUID, (d) => {
    Object.assign(d, next);
    delete d.ScheduledPlan;
  })) as MobileProduct;
}

/** An account's mobile services as they are now, oldest first (the order the current-product rule reads). */
export async function mobileProductsOf(ctx: MockContext, customerUUID: string): Promise<MobileProduct[]> {
  const stored = ctx.db.mobileProducts
    .where((p) => p.CustomerUUID === customerUUID)
    .sort((a, b) => a.CreatedAtNanos - b.CreatedAtNanos);
  return Promise.all(stored.map(async (p) => settleScheduledPlan(ctx, await settleActivation(ctx, p))));
}

export const mobileProductHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.list, async ({ params }) => ({ MobileProducts: await mobileProductsOf(ctx, params.uuid) })),
  route(ctx, c.get, async ({ params }) => {
    const product = ctx.db.mobileProducts.find(params.mobileUuid);
    // Another account's product is as unknown as a missing one.
    if (!product || product.CustomerUUID !== params.uuid) throw notFound();
    return settleScheduledPlan(ctx, await settleActivation(ctx, product));
  }),
];
