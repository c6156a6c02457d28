import { autoTopUpCovering, ERRORS, type MobileProduct, type StoredAutoTopUp } from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError } from '../http/api-error';
import type { EngineScenarios } from '../payments/engine';
import { chargeSavedCard } from './card-charge';
import { addCredit, firstPrepayProduct, recordTopUp } from './prepay-credit';

const DAY_NANOS = 86_400_000 * 1_000_000;
/** A customer away for a long time is not charged for every missed period at once. */
const MAX_RUNS_AT_ONCE = 3;

/** How many auto top-ups are due now: whole periods since the last run, or one when the balance is low. */
function dueRuns(pref: StoredAutoTopUp, creditCents: number, nowNanos: number): number {
  if (pref.type === 'balance') return creditCents < pref.amount * 100 ? 1 : 0;
  const periods = Math.floor((nowNanos - pref.LastRunAtNanos) / (pref.days * DAY_NANOS));
  return Math.min(Math.max(periods, 0), MAX_RUNS_AT_ONCE);
}

/**
 * One auto top-up: the default card is charged and the credit written to the history, stamped with the moment it
 * was due. A declined charge (or one that needs the customer's challenge, who is not there) turns auto top-up off
 * with a notice. Whether the credit went on.
 */
export async function autoTopUpOnce(
  ctx: MockContext,
  scenarios: EngineScenarios,
  run: { customerUUID: string; product: MobileProduct; amountCents: number; atNanos: number; key: string },
): Promise<boolean> {
  try {
    const charged = await chargeSavedCard(ctx, scenarios, {
      customerUUID: run.customerUUID,
      amountCents: run.amountCents,
      description: `Auto top-up for ${run.product.MSISDN}`,
      // One charge per due moment: a second read of the same moment replays it instead of charging again.
      idempotencyKey: run.key,
      atNanos: run.atNanos,
    });
    if (charged.outcome === 'challenge') throw new ApiError(402, 'card_trouble');
    if (ctx.db.topUps.first((t) => t.PaymentIntentUUID === charged.intentUUID)) return true;
    await addCredit(ctx, run.product.UUID, run.amountCents);
    await recordTopUp(
      ctx,
      {
        CustomerUUID: run.customerUUID,
        ProductUUID: run.product.UUID,
        AmountCents: run.amountCents,
        Source: 'auto',
        Status: 'completed',
        PaymentIntentUUID: charged.intentUUID,
      },
      run.atNanos,
    );
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await ctx.db.autoTopUps.update(run.customerUUID, (d) => {
      d.status = 'off';
      d.Notice = ERRORS.auto_top_up_declined;
      d.LastRunAtNanos = run.atNanos;
    });
    return false;
  }
}

/**
 * Runs the customer's auto top-up when it is due on the virtual clock (every N days, or once the balance is below
 * the amount).
 */
export async function runDueAutoTopUp(
  ctx: MockContext,
  customerUUID: string,
  scenarios: EngineScenarios,
): Promise<void> {
  const pref = ctx.db.autoTopUps.find(customerUUID);
  const product = firstPrepayProduct(ctx, customerUUID);
  if (!pref || pref.status !== 'on' || !product) return;
  const nowNanos = ctx.sim.clock.nowNanos();
  const runs = dueRuns(pref, product.MainBalCreditCents ?? 0, nowNanos);
  for (let run = 0; run < runs; run++) {
    const ranAt = pref.type === 'days' ? pref.LastRunAtNanos + (run + 1) * pref.days * DAY_NANOS : nowNanos;
    const done = await autoTopUpOnce(ctx, scenarios, {
      customerUUID,
      product,
      amountCents: pref.amount * 100,
      atNanos: ranAt,
      key: `auto-top-up:${customerUUID}:${ranAt}`,
    });
    if (!done) return;
    await ctx.db.autoTopUps.update(customerUUID, (d) => {
      d.LastRunAtNanos = ranAt;
    });
  }
}

/**
 * Tops up a prepay service whose credit is short of a price (a renewal), when auto top-up is on: by its amount, as
 * many times over as the shortfall needs, in one charge. Whether the credit now covers the price.
 */
export async function topUpForShortfall(
  ctx: MockContext,
  scenarios: EngineScenarios,
  product: MobileProduct,
  shortfallCents: number,
  atNanos: number,
): Promise<boolean> {
  const pref = ctx.db.autoTopUps.find(product.CustomerUUID);
  if (!pref || pref.status !== 'on' || shortfallCents <= 0) return shortfallCents <= 0;
  return autoTopUpOnce(ctx, scenarios, {
    customerUUID: product.CustomerUUID,
    product,
    amountCents: autoTopUpCovering(pref.amount * 100, shortfallCents),
    atNanos,
    key: `renewal-top-up:${product.UUID}:${atNanos}`,
  });
}
