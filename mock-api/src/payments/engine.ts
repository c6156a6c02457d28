import {
  FLAG_PROFILES,
  isRoutePayable,
  remainingSpendLimit,
  spendAfterPayment,
  canAuthorizeCard,
  cardBehaviour,
  cardBrand,
  DECLINE_CODES,
  ERRORS,
  isCardExpired,
  SIMULATED_PAYMENT_FAILURE_RATE,
  sortCards,
  type CardBehaviour,
  type IntentError,
  type PaymentIntent,
  type PaymentMethod,
  type SetupIntent,
  type SimulatedCard,
  type StoredSetupIntent,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, badRequest, conflict, notFound } from '../http/api-error';

/*
 * The simulated card payment provider: setup intents (saving a card) and payment intents (charges), with client
 * secrets, decided by the provider's test cards. A failed intent goes back to
 * requires_payment_method with LastError, as the provider's do, so the same secret can be retried.
 * Later purchases (top-up, checkout) call createPaymentIntent and answerChallenge.
 */

export interface EngineScenarios {
  /** payments.decline: every setup and payment is declined. */
  decline: boolean;
  /** payments.random-failure: a seeded share of payments fails with "payment is failed". */
  randomFailure: boolean;
}

const secretFor = (prefix: 'seti' | 'pi', uuid: string) =>
  `${prefix}_${uuid.replace(/-/g, '')}_secret_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;

/** Any card failure shows the catalogue's card text; the provider's code stays for the record. */
export function intentError(code: IntentError['Code'], declineCode?: string): IntentError {
  const Message =
    code === 'card_expiring'
      ? ERRORS.card_expiring
      : code === 'payment_failed'
        ? ERRORS.payment_failed
        : ERRORS.card_trouble;
  return { Code: code, ...(declineCode ? { DeclineCode: declineCode } : {}), Message };
}

function behaviourError(behaviour: CardBehaviour): IntentError | undefined {
  const d = DECLINE_CODES[behaviour];
  return d ? intentError(d.Code as IntentError['Code'], d.DeclineCode) : undefined;
}

const needsChallengeOnSetup = (b: CardBehaviour) =>
  b === 'authenticate_on_setup' || b === 'authenticate_always';

/** Active (not removed) cards of a customer, default first. */
export const activeCards = (ctx: MockContext, customerUUID: string): PaymentMethod[] =>
  sortCards(ctx.db.paymentMethods.where((c) => c.CustomerUUID === customerUUID && c.DeletedAtNanos === 0));

export async function createSetupIntent(ctx: MockContext, customerUUID: string): Promise<StoredSetupIntent> {
  const UUID = crypto.randomUUID();
  return ctx.db.setupIntents.insert({
    UUID,
    CustomerUUID: customerUUID,
    ClientSecret: secretFor('seti', UUID),
    Status: 'requires_payment_method',
    CreatedAtNanos: ctx.sim.clock.nowNanos(),
  });
}

/** The intent of a client secret, if one of the caller's accounts owns it (another's answers 404). */
function ownSetupIntent(ctx: MockContext, secret: string, owns: (c: string) => boolean) {
  const intent = ctx.db.setupIntents.first((i) => i.ClientSecret === secret);
  if (!intent || !owns(intent.CustomerUUID)) throw notFound();
  return intent;
}

/** What a setup intent answers: never the pending card's behaviour. */
export function setupIntentView(ctx: MockContext, intent: StoredSetupIntent): SetupIntent {
  const card = intent.PaymentMethodUUID ? ctx.db.paymentMethods.find(intent.PaymentMethodUUID) : undefined;
  return {
    UUID: intent.UUID,
    Status: intent.Status,
    ...(intent.NextAction ? { NextAction: intent.NextAction } : {}),
    ...(intent.LastError ? { LastError: intent.LastError } : {}),
    ...(card ? { PaymentMethod: card } : {}),
  };
}

async function saveCard(
  ctx: MockContext,
  customerUUID: string,
  card: NonNullable<StoredSetupIntent['PendingCard']>,
): Promise<PaymentMethod> {
  const UUID = crypto.randomUUID();
  const Token = `pm_sim_${UUID.replace(/-/g, '').slice(0, 24)}`;
  await ctx.db.cardProfiles.insert({ Token, Behaviour: card.Behaviour });
  // The first card becomes the default (Rank 1); later ones go after the others.
  return ctx.db.paymentMethods.insert({
    UUID,
    CustomerUUID: customerUUID,
    Rank: activeCards(ctx, customerUUID).length + 1,
    CardType: card.CardType,
    CardLast4: card.CardLast4,
    Token,
    CardExpiryMonth: card.CardExpiryMonth,
    CardExpiryYear: card.CardExpiryYear,
    DeletedAtNanos: 0,
    Invalid: false,
    CreatedAtNanos: ctx.sim.clock.nowNanos(),
  });
}

async function settleSetup(
  ctx: MockContext,
  intent: StoredSetupIntent,
  change: Partial<StoredSetupIntent>,
): Promise<SetupIntent> {
  const updated = await ctx.db.setupIntents.update(intent.UUID, (draft) => {
    delete draft.NextAction;
    delete draft.LastError;
    delete draft.PendingCard;
    Object.assign(draft, change);
  });
  return setupIntentView(ctx, updated as StoredSetupIntent);
}

/** Confirms a setup intent with the card details of the simulator's form. */
export async function confirmSetup(
  ctx: MockContext,
  input: { secret: string; card: SimulatedCard & { Number: string }; owns: (c: string) => boolean },
  scenarios: EngineScenarios,
): Promise<SetupIntent> {
  const intent = ownSetupIntent(ctx, input.secret, input.owns);
  if (intent.Status !== 'requires_payment_method') throw conflict('intent_state');
  const behaviour = cardBehaviour(input.card.Number);
  if (!behaviour) {
    throw badRequest('validation', {
      err_message: 'Card number is invalid',
      errors: [{ path: 'body.Card.Number', message: 'Card number is invalid' }],
    });
  }
  const expiry = { CardExpiryMonth: Number(input.card.ExpMonth), CardExpiryYear: Number(input.card.ExpYear) };
  const now = ctx.sim.clock.now();
  const failure = scenarios.decline
    ? intentError('card_declined', 'generic_decline')
    : isCardExpired(expiry, now)
      ? intentError('expired_card')
      : (behaviourError(behaviour) ??
        (canAuthorizeCard(expiry, now) ? undefined : intentError('card_expiring')));
  if (failure) return settleSetup(ctx, intent, { Status: 'requires_payment_method', LastError: failure });
  const pending = {
    CardType: cardBrand(input.card.Number),
    CardLast4: input.card.Number.slice(-4),
    ...expiry,
    Behaviour: behaviour,
  };
  if (needsChallengeOnSetup(behaviour)) {
    return settleSetup(ctx, intent, {
      Status: 'requires_action',
      NextAction: 'authenticate',
      PendingCard: pending,
    });
  }
  const card = await saveCard(ctx, intent.CustomerUUID, pending);
  return settleSetup(ctx, intent, { Status: 'succeeded', PaymentMethodUUID: card.UUID });
}

/** The simulated issuer challenge of a setup intent: passed saves the card, failed asks for another. */
export async function authenticateSetup(
  ctx: MockContext,
  input: { secret: string; outcome: 'pass' | 'fail'; owns: (c: string) => boolean },
): Promise<SetupIntent> {
  const intent = ownSetupIntent(ctx, input.secret, input.owns);
  if (intent.Status !== 'requires_action' || !intent.PendingCard) throw conflict('intent_state');
  if (input.outcome === 'fail') {
    return settleSetup(ctx, intent, {
      Status: 'requires_payment_method',
      LastError: intentError('authentication_failed'),
    });
  }
  const card = await saveCard(ctx, intent.CustomerUUID, intent.PendingCard);
  return settleSetup(ctx, intent, { Status: 'succeeded', PaymentMethodUUID: card.UUID });
}

const behaviourOf = (ctx: MockContext, card: PaymentMethod) =>
  (ctx.db.cardProfiles.find(card.Token)?.Behaviour ?? 'succeeds') as CardBehaviour;

/** The outcome of charging a card once any challenge is passed. */
async function chargeOutcome(
  ctx: MockContext,
  card: PaymentMethod,
  randomKey: string,
  scenarios: EngineScenarios,
): Promise<Pick<PaymentIntent, 'Status' | 'LastError'>> {
  const behaviour = behaviourOf(ctx, card);
  if (scenarios.decline)
    return { Status: 'requires_payment_method', LastError: intentError('card_declined') };
  if (behaviour === 'charge_fails') {
    // The card saved fine but cannot pay: it is marked invalid, so the customer can remove it.
    await ctx.db.paymentMethods.update(card.UUID, (d) => {
      d.Invalid = true;
    });
    return { Status: 'requires_payment_method', LastError: intentError('card_declined', 'generic_decline') };
  }
  const declined = behaviourError(behaviour);
  if (declined) return { Status: 'requires_payment_method', LastError: declined };
  if (scenarios.randomFailure && ctx.sim.randomFor(randomKey) < SIMULATED_PAYMENT_FAILURE_RATE) {
    return { Status: 'requires_payment_method', LastError: intentError('payment_failed') };
  }
  return { Status: 'succeeded' };
}

export interface PaymentRequest {
  customerUUID: string;
  amountCents: number;
  description: string;
  paymentMethodUUID?: string;
  billingRouteUUID?: string;
  idempotencyKey?: string;
  /** When the charge happened, when it is settled later than that (a renewal at its period end); else now. */
  atNanos?: number;
}

/**
 * Pays with a parent billing route: the charge goes on the paying account, so no card is asked. The route must be
 * payable (the billing-routing flag on, spend limit left) and have room for the whole amount.
 */
async function chargeRoute(ctx: MockContext, req: PaymentRequest & { billingRouteUUID: string }) {
  const stored = ctx.db.billingRoutes.find(req.billingRouteUUID);
  if (!stored || stored.DebitAccountUUID !== req.customerUUID) throw notFound('billing_route_not_found');
  const now = ctx.sim.clock.now();
  const remaining = remainingSpendLimit(stored, now);
  const flag = FLAG_PROFILES[ctx.config.flagsProfile].billing_routing;
  if (!isRoutePayable({ RoutingType: 'parent', RemainingSpendLimit: remaining }, flag)) {
    throw conflict('route_not_payable');
  }
  if (req.amountCents > remaining) throw conflict('spend_limit_exceeded');
  const spend = spendAfterPayment(stored, req.amountCents, now);
  await ctx.db.billingRoutes.update(stored.UUID, (d) => {
    Object.assign(d, spend);
  });
  return storeIntent(ctx, req, { BillingRouteUUID: stored.UUID, Status: 'succeeded' });
}

type IntentOutcome = Pick<
  PaymentIntent,
  'Status' | 'LastError' | 'NextAction' | 'PaymentMethodUUID' | 'BillingRouteUUID' | 'RedirectMethod'
>;

function storeIntent(ctx: MockContext, req: PaymentRequest, outcome: IntentOutcome) {
  const UUID = crypto.randomUUID();
  return ctx.db.paymentIntents.insert({
    UUID,
    CustomerUUID: req.customerUUID,
    ClientSecret: secretFor('pi', UUID),
    AmountCents: req.amountCents,
    Currency: 'NZD',
    Description: req.description,
    ...outcome,
    ...(req.idempotencyKey ? { IdempotencyKey: req.idempotencyKey } : {}),
    CreatedAtNanos: req.atNanos ?? ctx.sim.clock.nowNanos(),
  });
}

/**
 * Charges a saved card. Off-session style: the intent is confirmed at once and ends succeeded, requires_action
 * (the card asks for a challenge every time) or failed (requires_payment_method with LastError).
 */
export async function createPaymentIntent(
  ctx: MockContext,
  req: PaymentRequest,
  scenarios: EngineScenarios,
): Promise<PaymentIntent> {
  if (req.idempotencyKey) {
    const first = ctx.db.paymentIntents.first(
      (p) => p.CustomerUUID === req.customerUUID && p.IdempotencyKey === req.idempotencyKey,
    );
    if (first) {
      const same =
        first.AmountCents === req.amountCents &&
        first.Description === req.description &&
        (!req.paymentMethodUUID || req.paymentMethodUUID === first.PaymentMethodUUID) &&
        req.billingRouteUUID === first.BillingRouteUUID;
      if (!same) throw conflict('idempotency_mismatch');
      return first;
    }
  }
  if (req.billingRouteUUID) return chargeRoute(ctx, { ...req, billingRouteUUID: req.billingRouteUUID });
  const cards = activeCards(ctx, req.customerUUID);
  const card = req.paymentMethodUUID ? cards.find((c) => c.UUID === req.paymentMethodUUID) : cards[0];
  if (!card) throw req.paymentMethodUUID ? notFound('card_not_found') : badRequest('no_card');
  const now = ctx.sim.clock.now();
  if (!canAuthorizeCard(card, now) && !isCardExpired(card, now)) throw badRequest('card_expiring');
  // Keyed by the customer's payment count, so a seed replays the same failures in the same order.
  const count = ctx.db.paymentIntents.where((p) => p.CustomerUUID === req.customerUUID).length;
  const outcome: Pick<PaymentIntent, 'Status' | 'LastError' | 'NextAction'> = isCardExpired(card, now)
    ? { Status: 'requires_payment_method', LastError: intentError('expired_card') }
    : behaviourOf(ctx, card) === 'authenticate_always' && !scenarios.decline
      ? { Status: 'requires_action', NextAction: 'authenticate' }
      : await chargeOutcome(ctx, card, `payment:${req.customerUUID}:${count}`, scenarios);
  return storeIntent(ctx, req, { PaymentMethodUUID: card.UUID, ...outcome });
}

/** The simulated issuer challenge of a payment intent that requires action. */
export async function authenticatePayment(
  ctx: MockContext,
  input: { secret: string; outcome: 'pass' | 'fail'; owns: (c: string) => boolean },
  scenarios: EngineScenarios,
): Promise<PaymentIntent> {
  const intent = ctx.db.paymentIntents.first((p) => p.ClientSecret === input.secret);
  if (!intent || !input.owns(intent.CustomerUUID)) throw notFound();
  if (intent.Status !== 'requires_action') throw conflict('intent_state');
  const card = intent.PaymentMethodUUID ? ctx.db.paymentMethods.find(intent.PaymentMethodUUID) : undefined;
  if (!card) throw new ApiError(404, 'card_not_found');
  const count = ctx.db.paymentIntents.where((p) => p.CustomerUUID === intent.CustomerUUID).length;
  const outcome =
    input.outcome === 'fail'
      ? { Status: 'requires_payment_method' as const, LastError: intentError('authentication_failed') }
      : await chargeOutcome(ctx, card, `payment:${intent.CustomerUUID}:${count}:challenge`, scenarios);
  return (await ctx.db.paymentIntents.update(intent.UUID, (d) => {
    delete d.NextAction;
    delete d.LastError;
    Object.assign(d, outcome);
  })) as PaymentIntent;
}

/** The first payment made under an idempotency key, if the same request; another request with it is refused. */
function replayedIntent(ctx: MockContext, req: PaymentRequest, method?: 'afterpay' | 'klarna') {
  if (!req.idempotencyKey) return undefined;
  const first = ctx.db.paymentIntents.first(
    (p) => p.CustomerUUID === req.customerUUID && p.IdempotencyKey === req.idempotencyKey,
  );
  if (!first) return undefined;
  const same =
    first.AmountCents === req.amountCents &&
    first.Description === req.description &&
    first.RedirectMethod === method;
  if (!same) throw conflict('idempotency_mismatch');
  return first;
}

/**
 * A buy-now-pay-later payment (Afterpay or Klarna): it waits (requires_action, NextAction redirect) until the
 * shopper authorises or fails it on the provider's page. No card is involved.
 */
export async function createRedirectPaymentIntent(
  ctx: MockContext,
  req: PaymentRequest,
  method: 'afterpay' | 'klarna',
): Promise<PaymentIntent> {
  return (
    replayedIntent(ctx, req, method) ??
    storeIntent(ctx, req, { Status: 'requires_action', NextAction: 'redirect', RedirectMethod: method })
  );
}

/**
 * The shopper's choice on the provider's page. Authorised, the payment succeeds unless payments.decline is on;
 * failed, it goes back to requires_payment_method with the catalogue's "payment is failed".
 */
export async function decideRedirectPayment(
  ctx: MockContext,
  input: { uuid: string; secret: string; outcome: 'authorize' | 'fail'; owns: (c: string) => boolean },
  scenarios: EngineScenarios,
): Promise<PaymentIntent> {
  const intent = ctx.db.paymentIntents.find(input.uuid);
  if (
    !intent ||
    !input.owns(intent.CustomerUUID) ||
    intent.ClientSecret !== input.secret ||
    !intent.RedirectMethod
  )
    throw notFound();
  if (intent.Status !== 'requires_action') throw conflict('intent_state');
  const approved = input.outcome === 'authorize' && !scenarios.decline;
  return (await ctx.db.paymentIntents.update(intent.UUID, (d) => {
    delete d.NextAction;
    delete d.LastError;
    Object.assign(
      d,
      approved
        ? { Status: 'succeeded' }
        : { Status: 'requires_payment_method', LastError: intentError('payment_failed') },
    );
  })) as PaymentIntent;
}

/** Cancels a payment still waiting for the shopper (the purchase is paid another way). */
export async function cancelPaymentIntent(ctx: MockContext, uuid: string): Promise<void> {
  await ctx.db.paymentIntents.update(uuid, (d) => {
    delete d.NextAction;
    d.Status = 'canceled';
  });
}

/**
 * Authorises a saved card without charging it (a monthly plan's card check): refused for a card that is not the
 * customer's, expires this month or has expired, or whose issuer declines it.
 */
export function authorizeCard(
  ctx: MockContext,
  customerUUID: string,
  paymentMethodUUID: string | undefined,
): IntentError | undefined {
  const cards = activeCards(ctx, customerUUID);
  const card = paymentMethodUUID ? cards.find((c) => c.UUID === paymentMethodUUID) : cards[0];
  if (!card) return intentError('card_declined');
  if (!canAuthorizeCard(card, ctx.sim.clock.now())) return intentError('card_expiring');
  return behaviourError(behaviourOf(ctx, card));
}
