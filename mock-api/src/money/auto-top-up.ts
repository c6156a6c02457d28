import { ERRORS, type StoredAutoTopUp } from '@portal/shared';
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
 * Runs the customer's auto top-up when it is due on the virtual clock (every N days, or once the balance is below
 * the amount): the default card is charged and the credit written to the history. A declined charge (or one that
 * needs the customer's challenge, who is not there) turns auto top-up off with a notice.
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
    const amountCents = pref.amount * 100;
    const ranAt = pref.type === 'days' ? pref.LastRunAtNanos + (run + 1) * pref.days * DAY_NANOS : nowNanos;
    try {
      const charged = await chargeSavedCard(ctx, scenarios, {
        customerUUID,
        amountCents,
        description: `Auto top-up for ${product.MSISDN}`,
        // One charge per period: a second read of the same period replays it instead of charging again.
        idempotencyKey: `auto-top-up:${customerUUID}:${ranAt}`,
      });
      if (charged.outcome === 'challenge') throw new ApiError(402, 'card_trouble');
      await addCredit(ctx, product.UUID, amountCents);
      await recordTopUp(ctx, {
        CustomerUUID: customerUUID,
        ProductUUID: product.UUID,
        AmountCents: amountCents,
        Source: 'auto',
        Status: 'completed',
        PaymentIntentUUID: charged.intentUUID,
      });
      await ctx.db.autoTopUps.update(customerUUID, (d) => {
        d.LastRunAtNanos = ranAt;
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await ctx.db.autoTopUps.update(customerUUID, (d) => {
        d.status = 'off';
        d.Notice = ERRORS.auto_top_up_declined;
        d.LastRunAtNanos = nowNanos;
      });
      return;
    }
  }
}
