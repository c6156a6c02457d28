import {
  contracts,
  creditExpiresAtNanos,
  formatNzd,
  topUpAmountProblem,
  type AutoTopUp,
} from '@portal/shared';
import type { MockContext } from '../context';
import { badRequest } from '../http/api-error';
import { idempotencyKeyOf } from '../http/idempotency';
import { route } from '../http/route';
import { runDueAutoTopUp } from '../money/auto-top-up';
import { chargeSavedCard, engineScenarios, type ScenarioCheck } from '../money/card-charge';
import { addCredit, prepayProduct, recordTopUp, settleCardTopUps } from '../money/prepay-credit';
import type { HandlerGroup } from './types';

const c = contracts.prepay;

function requireAmount(cents: number) {
  const problem = topUpAmountProblem(cents);
  if (problem) throw badRequest(problem);
}

const OFF: AutoTopUp = { amount: 10, days: 30, status: 'off', type: 'balance', Notice: null };

/** Card top-ups waiting for a challenge settle, and a due auto top-up runs, whenever the account's credit is read. */
async function catchUp(ctx: MockContext, scenario: ScenarioCheck, customerUUID: string) {
  await settleCardTopUps(ctx, customerUUID);
  await runDueAutoTopUp(ctx, customerUUID, engineScenarios(scenario, customerUUID));
}

export const topUpHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.balance, async ({ params, scenario }) => {
    prepayProduct(ctx, params.uuid, params.mobileUuid);
    await catchUp(ctx, scenario, params.uuid);
    const product = prepayProduct(ctx, params.uuid, params.mobileUuid);
    return {
      UUID: product.UUID,
      MainBalCreditCents: product.MainBalCreditCents ?? 0,
      CreatedAtNanos: product.CreatedAtNanos,
      CurrencyCreditExpiresAtNanos: creditExpiresAtNanos(product, ctx.sim.clock.now()),
    };
  }),

  route(ctx, c.checkTopUp, ({ params }) => {
    prepayProduct(ctx, params.uuid, params.productUuid);
    requireAmount(params.cents);
    return { Valid: true as const, AmountCents: params.cents };
  }),

  route(ctx, c.topUp, async ({ params, body, scenario, request }) => {
    const product = prepayProduct(ctx, params.uuid, body.ProductInstanceUUID);
    requireAmount(body.Amount);
    const charged = await chargeSavedCard(ctx, engineScenarios(scenario, params.uuid), {
      customerUUID: params.uuid,
      amountCents: body.Amount,
      description: `Top-up ${formatNzd(body.Amount)} for ${product.MSISDN}`,
      paymentMethodUUID: body.PaymentMethodID,
      idempotencyKey: idempotencyKeyOf(request.headers),
    });
    // A replayed charge (same key) finds its history entry: the credit goes on once.
    const earlier = ctx.db.topUps.first((t) => t.PaymentIntentUUID === charged.intentUUID);
    if (!earlier) {
      await recordTopUp(ctx, {
        CustomerUUID: params.uuid,
        ProductUUID: product.UUID,
        AmountCents: body.Amount,
        Source: 'card',
        Status: charged.outcome === 'succeeded' ? 'completed' : 'pending',
        PaymentIntentUUID: charged.intentUUID,
      });
      if (charged.outcome === 'succeeded') await addCredit(ctx, product.UUID, body.Amount);
    }
    const credit = ctx.db.mobileProducts.find(product.UUID)?.MainBalCreditCents ?? 0;
    return charged.outcome === 'succeeded'
      ? { Status: 'completed' as const, MainBalCreditCents: credit }
      : {
          Status: 'pending_payment' as const,
          ClientSecret: charged.clientSecret,
          MainBalCreditCents: credit,
        };
  }),

  route(ctx, c.history, async ({ params, scenario }) => {
    await catchUp(ctx, scenario, params.uuid);
    const TopUps = ctx.db.topUps
      .where((t) => t.CustomerUUID === params.uuid)
      .sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos);
    return { TopUps };
  }),

  route(ctx, c.getAutoTopUp, async ({ params, scenario }) => {
    await catchUp(ctx, scenario, params.uuid);
    const stored = ctx.db.autoTopUps.find(params.uuid);
    if (!stored) return OFF;
    const { CustomerUUID: _c, LastRunAtNanos: _l, ...pref } = stored;
    return pref;
  }),

  route(ctx, c.setAutoTopUp, async ({ params, body }) => {
    const fresh = {
      ...body,
      Notice: null,
      CustomerUUID: params.uuid,
      LastRunAtNanos: ctx.sim.clock.nowNanos(),
    };
    const stored = await ctx.db.autoTopUps.upsert(params.uuid, fresh, (d) => {
      Object.assign(d, body);
      d.Notice = null;
      d.LastRunAtNanos = ctx.sim.clock.nowNanos();
    });
    const { CustomerUUID: _c, LastRunAtNanos: _l, ...pref } = stored;
    return pref;
  }),
];
