import { catalogueEntries } from '@portal/fixtures';
import {
  addonFromPlan,
  addonPeriodEnd,
  billingKind,
  formatPrice,
  prepayRenewalShortfall,
  withBasePlan,
  type MobileAddon,
  type MobileProduct,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError } from '../http/api-error';
import { chargeOnAccount, recordPlanChange } from '../billing/accounts';
import { topUpForShortfall } from '../money/auto-top-up';
import { addCredit } from '../money/prepay-credit';
import { createPaymentIntent, type EngineScenarios } from '../payments/engine';
import type { ScenarioName } from '../sim/scenarios';

/*
 * What happens to a mobile service at its period boundaries, settled when the product is read so it needs no timer
 * and behaves the same in the server, in Node tests and in the browser worker: a plan change chosen for the next
 * period takes over, and plans and addons with auto-renew on renew. Each renewal is paid the way the service pays:
 * a prepay one from its credit (auto top-up charging the card only when the credit is short), a postpay one on its
 * bill (the plan through the plan history, an addon as a charge on account), any other by the default card. Every
 * renewal is dated at its own period end, however late it is settled.
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
  await recordPlanChange(ctx.db, product, entry, scheduled.FromNanos, ctx.sim.clock.now());
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

interface RenewalScenarios {
  /** renewal.decline: every renewal charge fails. */
  declines: boolean;
  /** The card scenarios, for an auto top-up or a card renewal. */
  card: EngineScenarios;
}

/**
 * Charges one renewal of an addon to the customer's default card, dated at the period end. The key names the
 * addon and the period, so two reads settling the same period at once pay once.
 */
async function renewByCard(
  ctx: MockContext,
  product: MobileProduct,
  addon: MobileAddon,
  scenarios: RenewalScenarios,
): Promise<boolean> {
  try {
    const intent = await createPaymentIntent(
      ctx,
      {
        customerUUID: product.CustomerUUID,
        amountCents: addon.Cents,
        description: `Renewal of ${addon.Name} for ${product.MSISDN} ($${formatPrice(addon.Cents)})`,
        idempotencyKey: `renewal:${addon.UUID}:${addon.ExpiresAtNanos}`,
        atNanos: addon.ExpiresAtNanos,
      },
      { decline: scenarios.declines || scenarios.card.decline, randomFailure: false },
    );
    // Nobody is there to pass a card challenge at the period end: a renewal that asks for one fails.
    return intent.Status === 'succeeded';
  } catch (error) {
    // No card, or a card that can no longer be charged: the renewal fails like a declined one.
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** One way of paying a renewal: true when it is paid. */
type RenewalPayment = (
  ctx: MockContext,
  product: MobileProduct,
  addon: MobileAddon,
  scenarios: RenewalScenarios,
) => Promise<boolean>;

/** A payment that `renewal.decline` refuses before it touches credit or the bill (a card declines by itself). */
const unlessDeclined =
  (pay: RenewalPayment): RenewalPayment =>
  (ctx, product, addon, scenarios) =>
    scenarios.declines ? Promise.resolve(false) : pay(ctx, product, addon, scenarios);

/**
 * Takes a prepay renewal's price from the credit. When the credit is short, auto top-up (when on) charges the
 * card first; without it, or with the card declined, the renewal is not paid.
 */
const renewFromCredit = unlessDeclined(async (ctx, product, addon, scenarios) => {
  const atNanos = addon.ExpiresAtNanos;
  const credit = ctx.db.mobileProducts.find(product.UUID)?.MainBalCreditCents ?? 0;
  const shortfall = prepayRenewalShortfall(credit, addon.Cents);
  if (shortfall > 0 && !(await topUpForShortfall(ctx, scenarios.card, product, shortfall, atNanos)))
    return false;
  await addCredit(ctx, product.UUID, -addon.Cents);
  return true;
});

/** Puts a postpay renewal on the bill: the plan is billed every period already, an addon is charged on account. */
const renewOnBill = unlessDeclined(async (ctx, product, addon) => {
  if (addon.isBasePlan) return true;
  await chargeOnAccount(ctx.db, product.CustomerUUID, {
    Description: addon.Name,
    RateCents: addon.Cents,
    AtNanos: addon.ExpiresAtNanos,
  });
  return true;
});

async function payRenewal(
  ctx: MockContext,
  product: MobileProduct,
  addon: MobileAddon,
  scenarios: RenewalScenarios,
): Promise<boolean> {
  if (addon.Cents <= 0) return true;
  switch (billingKind(product.BillingReference)) {
    case 'prepay':
      return renewFromCredit(ctx, product, addon, scenarios);
    case 'postpay':
      return renewOnBill(ctx, product, addon, scenarios);
    default:
      return renewByCard(ctx, product, addon, scenarios);
  }
}

/** Renews every due plan and addon period by period, until one is current or its charge fails. */
async function renewDueAddons(
  ctx: MockContext,
  product: MobileProduct,
  scenarios: RenewalScenarios,
): Promise<MobileProduct> {
  const nowNanos = ctx.sim.clock.nowNanos();
  let current = product;
  for (const original of product.Addons) {
    let addon = original;
    for (let i = 0; i < MAX_RENEWALS_PER_READ && isDue(addon, nowNanos); i++) {
      const paid = await payRenewal(ctx, current, addon, scenarios);
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
  const on = (name: ScenarioName) => ctx.sim.scenarioOn(name, { customerUUID: product.CustomerUUID });
  const scenarios: RenewalScenarios = {
    declines: on('renewal.decline'),
    card: { decline: on('payments.decline'), randomFailure: false },
  };
  return renewDueAddons(ctx, await settleScheduledPlan(ctx, product), scenarios);
}
