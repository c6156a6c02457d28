import { serviceType, type MobileProduct, type TopUpRecord } from '@portal/shared';
import type { MockContext } from '../context';
import { conflict, notFound } from '../http/api-error';

/** A prepay service of the customer; another's or a missing one is not found, a postpay one is refused. */
export function prepayProduct(ctx: MockContext, customerUUID: string, productUUID: string): MobileProduct {
  const product = ctx.db.mobileProducts.find(productUUID);
  if (!product || product.CustomerUUID !== customerUUID) throw notFound();
  if (serviceType(product) !== 'prepay') throw conflict('no_prepay_or_postpay_product');
  return product;
}

/** The account's first prepay service, which promo codes and auto top-up credit. */
export function firstPrepayProduct(ctx: MockContext, customerUUID: string): MobileProduct | undefined {
  return ctx.db.mobileProducts.first((p) => p.CustomerUUID === customerUUID && serviceType(p) === 'prepay');
}

/** Adds credit to a prepay service. */
export async function addCredit(ctx: MockContext, productUUID: string, cents: number): Promise<number> {
  const updated = await ctx.db.mobileProducts.update(productUUID, (d) => {
    d.MainBalCreditCents = (d.MainBalCreditCents ?? 0) + cents;
  });
  return updated?.MainBalCreditCents ?? 0;
}

/** Writes a history entry of credit added (or a card payment waiting or failed). */
export function recordTopUp(
  ctx: MockContext,
  entry: Omit<TopUpRecord, 'UUID' | 'CreatedAtNanos'>,
  atNanos: number = ctx.sim.clock.nowNanos(),
): Promise<TopUpRecord> {
  return ctx.db.topUps.insert({
    ...entry,
    UUID: crypto.randomUUID(),
    CreatedAtNanos: atNanos,
  });
}

/**
 * Card top-ups that waited for the card's challenge: once their payment succeeded the credit goes on (once);
 * once it failed the entry says so.
 */
export async function settleCardTopUps(ctx: MockContext, customerUUID: string): Promise<void> {
  const waiting = ctx.db.topUps.where((t) => t.CustomerUUID === customerUUID && t.Status === 'pending');
  for (const entry of waiting) {
    const intent = entry.PaymentIntentUUID ? ctx.db.paymentIntents.find(entry.PaymentIntentUUID) : undefined;
    if (intent?.Status === 'succeeded') {
      await ctx.db.topUps.update(entry.UUID, (d) => {
        d.Status = 'completed';
      });
      await addCredit(ctx, entry.ProductUUID, entry.AmountCents);
    } else if (intent?.Status === 'requires_payment_method' && intent.LastError) {
      await ctx.db.topUps.update(entry.UUID, (d) => {
        d.Status = 'failed';
      });
    }
  }
}
