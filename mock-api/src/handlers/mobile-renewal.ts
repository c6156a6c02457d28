import { catalogueEntries } from '@portal/fixtures';
import {
  addonFromPlan,
  addonPeriodEnd,
  formatPrice,
  withBasePlan,
  type MobileAddon,
  type MobileProduct,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError } from '../http/api-error';
import { createPaymentIntent } from '../payments/engine';

/*
 * What happens to a mobile service at its period boundaries, settled when the product is read so it needs no timer
 * and behaves the same in the server, in Node tests and in the browser worker: a plan change chosen for the next
 * period takes over, and plans and addons with auto-renew on renew, each renewal charging the default card.
 */

const nanosToMs = (nanos: number) => nanos / 1_000_000;
/** A long-unread service catches up at most this many periods of one addon in one read. */
const MAX_RENEWALS_PER_READ = 24;

/** A plan change chosen for the next period takes over once the clock passes the period boundary. */
async function settleScheduledPlan(ctx: MockContext, product: MobileProduct): Promise<MobileProduct> {
  const scheduled = product.ScheduledPlan;
  if (!scheduled || scheduled.FromNanos > ctx.sim.clock.nowNanos()) return product;
  const entry = catalogueEntries.find((e) => e.UUID === scheduled.ProductCatalogEntryUUID);
  if (!entry) return product;
  const addon = addonFromPlan(entry, {
    UUID: crypto.randomUUID(),
    startedMs: nanosToMs(scheduled.FromNanos),
    subscribe: scheduled.AutoRenew,
  });
  const next = withBasePlan(product, entry, addon);
  return (await ctx.db.mobileProducts.update(product.UUID, (d) => {
    Object.assign(d, next);
    delete d.ScheduledPlan;
  })) as MobileProduct;
}

const isDue = (addon: MobileAddon, nowNanos: number) =>
  addon.AutoRenew && addon.RenewalFailedAtNanos === undefined && addon.ExpiresAtNanos <= nowNanos;

/**
 * Charges one renewal of an addon to the customer's default card. The key names the addon and the period, so two
 * reads settling the same period at once pay once.
 */
async function chargeRenewal(
  ctx: MockContext,
  product: MobileProduct,
  addon: MobileAddon,
  declines: boolean,
): Promise<boolean> {
  if (addon.Cents <= 0) return true;
  try {
    const intent = await createPaymentIntent(
      ctx,
      {
        customerUUID: product.CustomerUUID,
        amountCents: addon.Cents,
        description: `Renewal of ${addon.Name} for ${product.MSISDN} ($${formatPrice(addon.Cents)})`,
        idempotencyKey: `renewal:${addon.UUID}:${addon.ExpiresAtNanos}`,
      },
      { decline: declines, randomFailure: false },
    );
    // Nobody is there to pass a card challenge at the period end: a renewal that asks for one fails.
    return intent.Status === 'succeeded';
  } catch (error) {
    // No card, or a card that can no longer be charged: the renewal fails like a declined one.
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** Renews every due plan and addon period by period, until one is current or its charge fails. */
async function renewDueAddons(
  ctx: MockContext,
  product: MobileProduct,
  declines: boolean,
): Promise<MobileProduct> {
  const nowNanos = ctx.sim.clock.nowNanos();
  let current = product;
  for (const original of product.Addons) {
    let addon = original;
    for (let i = 0; i < MAX_RENEWALS_PER_READ && isDue(addon, nowNanos); i++) {
      const paid = await chargeRenewal(ctx, current, addon, declines);
      const startedMs = nanosToMs(addon.ExpiresAtNanos);
      const renewed: MobileAddon = paid
        ? {
            ...addon,
            StartedAtNanos: addon.ExpiresAtNanos,
            ExpiresAtNanos: addonPeriodEnd(startedMs, addon.Characteristics) * 1_000_000,
          }
        : { ...addon, RenewalFailedAtNanos: addon.ExpiresAtNanos };
      current = (await ctx.db.mobileProducts.update(current.UUID, (d) => {
        const index = d.Addons.findIndex((a) => a.UUID === addon.UUID);
        if (index >= 0) d.Addons[index] = renewed;
      })) as MobileProduct;
      addon = renewed;
    }
  }
  return current;
}

/** The product as it is now: a scheduled plan change settled, then due renewals charged. */
export async function settleMobileProduct(ctx: MockContext, product: MobileProduct): Promise<MobileProduct> {
  const declines = ctx.sim.scenarioOn('renewal.decline', { customerUUID: product.CustomerUUID });
  return renewDueAddons(ctx, await settleScheduledPlan(ctx, product), declines);
}
