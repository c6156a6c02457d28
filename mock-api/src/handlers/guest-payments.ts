import {
  cardBehaviour,
  contracts,
  DECLINE_CODES,
  ERRORS,
  guestValidationError,
  isCardExpired,
  isInvoiceLookup,
  normaliseNzMobile,
  serviceType,
  SIMULATED_PAYMENT_FAILURE_RATE,
  topUpAmountProblem,
  type GuestPurchase,
  type StoredGuestOrder,
  type StoredGuestToken,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/api-error';
import { route } from '../http/route';
import { engineScenarios } from '../money/card-charge';
import { amountOwed, findOpenInvoice } from '../money/invoice-lookup';
import { addCredit, recordTopUp } from '../money/prepay-credit';
import { redeemVoucher } from '../money/vouchers';
import { intentError } from '../payments/engine';
import type { HandlerGroup } from './types';

const c = contracts.guest;
const TOKEN_LIFETIME_MS = 30 * 60_000;
/** A confirmed guest card payment settles this long after on the clock, so the page polls it to its end. */
export const GUEST_SETTLE_MS = 2_000;

/** The prepay service of a mobile number as typed ("021 123 4502"), if the platform has one. */
function prepayByNumber(ctx: MockContext, typed: string) {
  const national = normaliseNzMobile(typed);
  if (!national) return undefined;
  const msisdn = `64${national.slice(1)}`;
  return ctx.db.mobileProducts.first((p) => p.MSISDN === msisdn && serviceType(p) === 'prepay');
}

/** The postpay account an account number names (the number of its billing reference). */
function postpayByAccount(ctx: MockContext, accountNumber: string) {
  const wanted = `postpay-${accountNumber.trim()}`;
  return ctx.db.mobileProducts.first((p) => p.BillingReference === wanted && serviceType(p) === 'postpay');
}

/** What a validated lookup resolves to, or undefined when it names nothing payable. */
function resolve(ctx: MockContext, MSISDN?: string, LookupID?: string) {
  if (MSISDN) {
    const product = prepayByNumber(ctx, MSISDN);
    return product && { CustomerUUID: product.CustomerUUID, ProductUUID: product.UUID };
  }
  if (!LookupID) return undefined;
  if (isInvoiceLookup(LookupID)) {
    const invoice = findOpenInvoice(ctx, LookupID);
    return invoice && { CustomerUUID: invoice.CustomerUUID, AmountDueCents: invoice.AmountDueCents };
  }
  const product = postpayByAccount(ctx, LookupID);
  return (
    product && { CustomerUUID: product.CustomerUUID, AmountDueCents: amountOwed(ctx, product.CustomerUUID) }
  );
}

function tokenFor(ctx: MockContext, token: string): StoredGuestToken {
  const stored = ctx.db.guestTokens.find(token);
  if (!stored || stored.ExpiresAtNanos <= ctx.sim.clock.nowNanos()) throw forbidden('guest_token_invalid');
  return stored;
}

async function newOrder(
  ctx: MockContext,
  kind: StoredGuestOrder['Kind'],
  token: StoredGuestToken,
  amountCents: number,
) {
  const OrderID = crypto.randomUUID();
  const order = await ctx.db.guestOrders.insert({
    OrderID,
    ClientSecret: `gpi_${OrderID.replace(/-/g, '')}_secret_${crypto.randomUUID().slice(0, 8)}`,
    Kind: kind,
    CustomerUUID: token.CustomerUUID,
    ...(token.ProductUUID ? { ProductUUID: token.ProductUUID } : {}),
    ...(token.MSISDN ? { MSISDN: token.MSISDN } : {}),
    ...(token.LookupID ? { LookupID: token.LookupID } : {}),
    AmountCents: amountCents,
    State: 'requires_payment',
    Applied: false,
    CreatedAtNanos: ctx.sim.clock.nowNanos(),
  });
  return { ClientSecret: order.ClientSecret, OrderID: order.OrderID };
}

/** The status of an order on the clock; a settled top-up puts its credit on once. */
async function purchaseOf(ctx: MockContext, order: StoredGuestOrder): Promise<GuestPurchase> {
  const base = { OrderID: order.OrderID, AmountCents: order.AmountCents };
  if (order.State === 'declined') {
    return { ...base, Status: 'DECLINED', Message: order.Message ?? ERRORS.card_trouble };
  }
  const settled =
    order.State === 'processing' &&
    (order.ConfirmedAtNanos ?? 0) + GUEST_SETTLE_MS * 1_000_000 <= ctx.sim.clock.nowNanos();
  if (!settled) return { ...base, Status: 'PENDING' };
  if (!order.Applied) {
    await ctx.db.guestOrders.update(order.OrderID, (d) => {
      d.Applied = true;
    });
    if (order.Kind === 'topup' && order.ProductUUID) {
      await addCredit(ctx, order.ProductUUID, order.AmountCents);
      await recordTopUp(ctx, {
        CustomerUUID: order.CustomerUUID,
        ProductUUID: order.ProductUUID,
        AmountCents: order.AmountCents,
        Source: 'guest',
        Status: 'completed',
      });
    }
  }
  return { ...base, Status: 'COMPLETED' };
}

export const guestPaymentHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.validate, async ({ body, scenario }) => {
    // The simulated bot check passes every token unless the scenario says the visitor looks like a bot.
    if (scenario('guest.bot-check-fail')) throw forbidden('bot_check_failed');
    const found = resolve(ctx, body.MSISDN, body.LookupID);
    if (!found) {
      const code = guestValidationError(body);
      throw new ApiError(422, code);
    }
    const Token = `grt_${crypto.randomUUID().replace(/-/g, '')}`;
    await ctx.db.guestTokens.insert({
      Token,
      CustomerUUID: found.CustomerUUID,
      ...('ProductUUID' in found && found.ProductUUID ? { ProductUUID: found.ProductUUID } : {}),
      ...(body.MSISDN ? { MSISDN: body.MSISDN } : {}),
      ...(!body.MSISDN && body.LookupID ? { LookupID: body.LookupID } : {}),
      ExpiresAtNanos: (ctx.sim.clock.now() + TOKEN_LIFETIME_MS) * 1_000_000,
    });
    return {
      Valid: true,
      ResponseToken: Token,
      ...('AmountDueCents' in found ? { AmountDueCents: found.AmountDueCents } : {}),
    };
  }),

  route(ctx, c.redeem, async ({ body }) => {
    const token = tokenFor(ctx, body.ResponseToken);
    const product = token.ProductUUID ? ctx.db.mobileProducts.find(token.ProductUUID) : undefined;
    if (!product) throw forbidden('guest_token_invalid');
    const redeemed = await redeemVoucher(ctx, body.Code, product, 'guest');
    return { Attributes: { CreditCents: redeemed.creditCents } };
  }),

  route(ctx, c.topUp, async ({ body }) => {
    const token = tokenFor(ctx, body.ResponseToken);
    if (!token.ProductUUID) throw forbidden('guest_token_invalid');
    const problem = topUpAmountProblem(body.Amount);
    if (problem) throw badRequest(problem);
    return newOrder(ctx, 'topup', token, body.Amount);
  }),

  route(ctx, c.payment, async ({ body }) => {
    const token = tokenFor(ctx, body.ResponseToken);
    if (!token.LookupID) throw forbidden('guest_token_invalid');
    return newOrder(ctx, 'payment', token, body.Amount);
  }),

  route(ctx, c.payByCard, async ({ body, scenario }) => {
    const order = ctx.db.guestOrders.first((o) => o.ClientSecret === body.ClientSecret);
    if (!order) throw notFound();
    if (order.State === 'processing') throw conflict('intent_state');
    const scenarios = engineScenarios(scenario, order.CustomerUUID);
    const behaviour = cardBehaviour(body.Card.Number);
    const expiry = { CardExpiryMonth: body.Card.ExpMonth, CardExpiryYear: body.Card.ExpYear };
    const decline = DECLINE_CODES[behaviour ?? 'succeeds'];
    // A visitor pays on session, so both authenticating test cards ask for the issuer's challenge first.
    const asksChallenge = behaviour === 'authenticate_always' || behaviour === 'authenticate_on_setup';
    if (asksChallenge && !body.Authentication && !scenarios.decline) {
      return { OrderID: order.OrderID, AmountCents: order.AmountCents, Status: 'ACTION_REQUIRED' as const };
    }
    const failure = !behaviour
      ? intentError('card_declined', 'generic_decline')
      : scenarios.decline
        ? intentError('card_declined')
        : asksChallenge && body.Authentication === 'fail'
          ? intentError('authentication_failed')
          : isCardExpired(expiry, ctx.sim.clock.now())
            ? intentError('expired_card')
            : decline
              ? intentError(decline.Code as Parameters<typeof intentError>[0], decline.DeclineCode)
              : scenarios.randomFailure &&
                  ctx.sim.randomFor(`guest:${order.OrderID}`) < SIMULATED_PAYMENT_FAILURE_RATE
                ? intentError('payment_failed')
                : undefined;
    const updated = (await ctx.db.guestOrders.update(order.OrderID, (d) => {
      if (failure) {
        d.State = 'declined';
        d.Message = failure.Message;
      } else {
        d.State = 'processing';
        delete d.Message;
        d.ConfirmedAtNanos = ctx.sim.clock.nowNanos();
      }
    })) as StoredGuestOrder;
    return purchaseOf(ctx, updated);
  }),

  route(ctx, c.purchase, async ({ query }) => {
    const order = ctx.db.guestOrders.find(query.OrderID);
    const matches =
      order &&
      (!query.MSISDN || query.MSISDN === order.MSISDN) &&
      (!query.LookupID || query.LookupID === order.LookupID);
    if (!order || !matches) throw notFound();
    return purchaseOf(ctx, order);
  }),
];
