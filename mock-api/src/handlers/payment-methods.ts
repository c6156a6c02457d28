import {
  canAuthorizeCard,
  cardRemovalProblem,
  contracts,
  isCardInvalid,
  ranksAfterMakeDefault,
  ranksAfterRemoval,
  type PaymentMethod,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { reply } from '../http/reply';
import { route, type RouteRequest } from '../http/route';
import {
  activeCards,
  authenticatePayment,
  authenticateSetup,
  confirmSetup,
  createPaymentIntent,
  createSetupIntent,
  type EngineScenarios,
} from '../payments/engine';
import type { HandlerGroup } from './types';

const c = contracts.paymentMethods;

const scenariosOf = (req: Pick<RouteRequest<typeof c.list>, 'scenario'>, customerUUID?: string) =>
  ({
    decline: req.scenario('payments.decline', customerUUID),
    randomFailure: req.scenario('payments.random-failure', customerUUID),
  }) satisfies EngineScenarios;

async function applyRanks(ctx: MockContext, ranks: { UUID: string; Rank: number }[]) {
  for (const { UUID, Rank } of ranks) {
    await ctx.db.paymentMethods.update(UUID, (d) => {
      d.Rank = Rank;
    });
  }
}

/** A card of the customer in the path, in use; anything else is "card is not found". */
function ownCard(ctx: MockContext, params: { uuid: string; cardUuid: string }): PaymentMethod {
  const card = activeCards(ctx, params.uuid).find((x) => x.UUID === params.cardUuid);
  if (!card) throw notFound('card_not_found');
  return card;
}

async function removeCard(ctx: MockContext, params: { uuid: string; cardUuid: string }, invalid: boolean) {
  const cards = activeCards(ctx, params.uuid);
  const now = ctx.sim.clock.now();
  const candidates = invalid ? cards.filter((x) => isCardInvalid(x, now)) : cards;
  const problem = cardRemovalProblem(invalid ? candidates : cards, params.cardUuid, { invalid });
  if (problem === 'card_not_found') throw notFound('card_not_found');
  if (problem) throw new ApiError(409, problem);
  await ctx.db.paymentMethods.update(params.cardUuid, (d) => {
    d.DeletedAtNanos = ctx.sim.clock.nowNanos();
  });
  // When the default goes, the first remaining card becomes the default.
  await applyRanks(ctx, ranksAfterRemoval(cards, params.cardUuid));
  return { ok: true as const };
}

export const paymentMethodHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.list, ({ params }) => ({ PaymentMethods: activeCards(ctx, params.uuid) })),

  route(ctx, c.setup, async ({ params }) => {
    const intent = await createSetupIntent(ctx, params.uuid);
    return { SetupIntentClientSecret: intent.ClientSecret };
  }),

  route(ctx, c.makeDefault, async ({ params }) => {
    const card = ownCard(ctx, params);
    const now = ctx.sim.clock.now();
    if (isCardInvalid(card, now)) throw badRequest('card_trouble');
    if (!canAuthorizeCard(card, now)) throw badRequest('card_expiring');
    await applyRanks(ctx, ranksAfterMakeDefault(activeCards(ctx, params.uuid), card.UUID) ?? []);
    return ctx.db.paymentMethods.find(card.UUID) as PaymentMethod;
  }),

  route(ctx, c.remove, ({ params }) => removeCard(ctx, params, false)),
  route(ctx, c.removeInvalid, ({ params }) => removeCard(ctx, params, true)),

  route(ctx, c.confirmSetup, (req) =>
    confirmSetup(
      ctx,
      { secret: req.body.ClientSecret, card: req.body.Card, owns: req.session.owns },
      scenariosOf(req),
    ),
  ),

  route(ctx, c.authenticateSetup, ({ body, session }) =>
    authenticateSetup(ctx, { secret: body.ClientSecret, outcome: body.Outcome, owns: session.owns }),
  ),

  route(ctx, c.createPaymentIntent, async (req) => {
    const intent = await createPaymentIntent(
      ctx,
      {
        customerUUID: req.params.uuid,
        amountCents: req.body.AmountCents,
        description: req.body.Description,
        paymentMethodUUID: req.body.PaymentMethodUUID,
        billingRouteUUID: req.body.BillingRouteUUID,
        idempotencyKey: req.body.IdempotencyKey,
      },
      scenariosOf(req, req.params.uuid),
    );
    return reply(intent, { status: 201 });
  }),

  route(ctx, c.getPaymentIntent, ({ params }) => {
    const intent = ctx.db.paymentIntents.find(params.intentUuid);
    if (!intent || intent.CustomerUUID !== params.uuid) throw notFound();
    return intent;
  }),

  route(ctx, c.authenticatePayment, (req) =>
    authenticatePayment(
      ctx,
      { secret: req.body.ClientSecret, outcome: req.body.Outcome, owns: req.session.owns },
      scenariosOf(req),
    ),
  ),
];
