import {
  contracts,
  currentAndNextCycle,
  cycleOfFrequency,
  frequencyOfCycle,
  generateInvoices,
  outstandingCents,
  type BillingAccount,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/api-error';
import { idempotencyKeyOf } from '../http/idempotency';
import { route } from '../http/route';
import { createPaymentIntent } from '../payments/engine';
import { invoicesOf, postpayBilling, saveAccount } from '../billing/accounts';
import { fibreBillInputs } from '../billing/fibre-account';
import { settledBilling } from '../billing/settle';
import type { HandlerGroup } from './types';

const c = contracts.invoices;
const NANOS = 1_000_000;

const cyclesInMs = (account: BillingAccount) =>
  account.Cycles.map((s) => ({ FromMs: s.FromNanos / NANOS, Frequency: s.Frequency }));

const cycleState = (account: BillingAccount) => {
  const last = account.Cycles[account.Cycles.length - 1];
  return {
    BillingCycle: cycleOfFrequency(last?.Frequency ?? 'MONTHLY'),
    ChangeAllowed: account.ChangeAllowed,
  };
};

/** What the account owes now and its current and next billing cycle. */
async function accountOf(ctx: MockContext, customerUUID: string, productUUID?: string) {
  const now = ctx.sim.clock.now();
  const fibre = fibreOnlyAccount(ctx, customerUUID, productUUID);
  if (fibre) {
    const { current, next } = currentAndNextCycle(fibre.cycles, now);
    return {
      Balance: outstandingCents(generateInvoices(fibre)),
      CurrentBillingCycle: current,
      NextBillingCycle: next,
    };
  }
  const billing = await settledBilling(ctx, customerUUID);
  if (productUUID !== undefined && billing.product.UUID !== productUUID) throw notFound();
  const { current, next } = currentAndNextCycle(cyclesInMs(billing.account), now);
  return {
    Balance: outstandingCents(invoicesOf(ctx.db, billing, now)),
    CurrentBillingCycle: current,
    NextBillingCycle: next,
  };
}

/** The bill of an account whose only billed service is fibre (an account with postpay mobile has that bill). */
function fibreOnlyAccount(ctx: MockContext, customerUUID: string, productUUID?: string) {
  if (productUUID !== undefined) return undefined;
  try {
    postpayBilling(ctx.db, customerUUID);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return fibreBillInputs(ctx.db, customerUUID, ctx.sim.clock.now());
  }
}

export const billHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.account, ({ params }) => accountOf(ctx, params.uuid)),
  route(ctx, contracts.olderInvoices.postpayBalance, async ({ body, session }) => {
    if (!session.owns(body.CustomerUUID)) throw notFound();
    const account = await accountOf(ctx, body.CustomerUUID, body.UUID);
    return { ...account, Value: account.Balance };
  }),

  route(ctx, c.pay, async (req) => {
    const { params, body } = req;
    const billing = await settledBilling(ctx, params.uuid);
    if (body.ProductInstanceUUID !== billing.product.UUID) throw notFound();
    const owed = outstandingCents(invoicesOf(ctx.db, billing, ctx.sim.clock.now()));
    if (owed === 0) throw conflict('nothing_to_pay');
    if (body.AmountCents > owed) throw badRequest('bill_amount_too_large');
    const key = idempotencyKeyOf(req.request.headers);
    const intent = await createPaymentIntent(
      ctx,
      {
        customerUUID: params.uuid,
        amountCents: body.AmountCents,
        description: `Bill payment for ${billing.product.MSISDN}`,
        ...(body.PaymentMethodID ? { paymentMethodUUID: body.PaymentMethodID } : {}),
        ...(key ? { idempotencyKey: key } : {}),
      },
      {
        decline: req.scenario('payments.decline', params.uuid),
        randomFailure: req.scenario('payments.random-failure', params.uuid),
      },
    );
    if (!ctx.db.billPayments.find(intent.UUID))
      await ctx.db.billPayments.insert({ IntentUUID: intent.UUID, CustomerUUID: params.uuid });
    if (intent.Status === 'succeeded') return { Status: 'completed' as const };
    if (intent.Status === 'requires_action')
      return { Status: 'pending_payment' as const, ClientSecret: intent.ClientSecret };
    throw new ApiError(402, 'card_trouble', { err_message: intent.LastError?.Message });
  }),

  route(ctx, c.billingCycle, ({ params }) => cycleState(postpayBilling(ctx.db, params.uuid).account)),

  route(ctx, c.changeBillingCycle, async ({ params, body }) => {
    // Every period that ended before the change is kept as it was first.
    const { account } = await settledBilling(ctx, params.uuid);
    if (!account.ChangeAllowed) throw forbidden('billing_cycle_not_allowed');
    const frequency = frequencyOfCycle(body.BillingCycle);
    if (account.Cycles[account.Cycles.length - 1]?.Frequency === frequency)
      throw conflict('billing_cycle_same');
    // The period running now closes at this moment (its bill falls due) and the next starts with the new cycle.
    const saved = await saveAccount(ctx.db, account, (d) => {
      d.Cycles.push({ FromNanos: ctx.sim.clock.now() * NANOS, Frequency: frequency });
    });
    return cycleState(saved);
  }),
];
