import {
  contracts,
  isBnplMethod,
  type BnplSession,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentIntent,
  type BodyOf,
  type ShopCart,
  SPID,
} from '@portal/shared';
import type { MockContext } from '../context';
import { badRequest, notFound } from '../http/api-error';
import { idempotencyKeyOf } from '../http/idempotency';
import { route, type Behaviour, type RouteRequest } from '../http/route';
import { engineScenarios } from '../money/card-charge';
import {
  activeCards,
  cancelPaymentIntent,
  createPaymentIntent,
  createRedirectPaymentIntent,
  decideRedirectPayment,
} from '../payments/engine';
import { purchasedLines } from '../shop/cart-lines';
import { shopOrderView } from '../shop/order-view';
import { placeShopOrder } from '../shop/place-order';
import { attemptOf, purchaseOf } from '../shop/checkout-identifiers';
import { cartNumber, fibreCartAsV3, saveCart } from './shop-cart';
import type { HandlerGroup } from './types';

const c = contracts.shopCheckout;

/** Every attempt of one purchase keys its card payment under the purchase, so a paid purchase can be found. */
const purchaseKey = (purchaseUUID: string) => `checkout:${purchaseUUID}:`;

function paidIntentOf(ctx: MockContext, customerUUID: string, purchaseUUID: string) {
  return ctx.db.paymentIntents.first(
    (p) =>
      p.CustomerUUID === customerUUID &&
      p.Status === 'succeeded' &&
      !!p.IdempotencyKey?.startsWith(purchaseKey(purchaseUUID)),
  );
}

const cartTotal = (cart: ShopCart) => cart.AmountCents + cart.AmountTaxCents;

/** A payment of the purchase still waiting for the shopper (a card's challenge or a provider's page). */
function waitingIntentOf(ctx: MockContext, customerUUID: string, purchaseUUID: string) {
  return ctx.db.paymentIntents.first(
    (p) =>
      p.CustomerUUID === customerUUID &&
      p.Status === 'requires_action' &&
      !!p.IdempotencyKey?.startsWith(purchaseKey(purchaseUUID)),
  );
}

function sessionStatus(intent: PaymentIntent): BnplSession['Status'] {
  const s = intent.Status;
  return s === 'succeeded' || s === 'canceled' || s === 'requires_action' ? s : 'failed';
}

const typeOf = (intent: PaymentIntent) => intent.RedirectMethod ?? 'card';

/** The card a change of payment type concerns: the one to pay with now, else the one waiting. */
function cardLast4(ctx: MockContext, customerUUID: string, body: CheckoutRequest, waiting: PaymentIntent) {
  const chosen = body.PaymentOptions.PaymentMethodUUID;
  const cards = activeCards(ctx, customerUUID);
  const card =
    body.PaymentOptions.PaymentMethodType === 'card'
      ? (cards.find((c) => c.UUID === chosen) ?? cards[0])
      : cards.find((c) => c.UUID === waiting.PaymentMethodUUID);
  return card?.CardLast4;
}

/** Pays for a cart (v3, and the older checkouts that share it). */
export const payForCart: Behaviour<typeof c.checkout> = async (req, ctx) => {
  const { body: asked, session } = req;
  const customerUUID = asked.CustomerUUID;
  if (!session?.owns(customerUUID)) throw notFound();
  // A checkout that carries the cart's items saves them first, as posting the cart would.
  if (asked.Items) {
    const { PaymentOptions: _options, PurchaseUUID: _purchase, IdempotencyKey: _key, ...cartBody } = asked;
    await saveCart({ ...req, body: { ...cartBody, Items: asked.Items } }, ctx);
  }
  const cart = ctx.db.shopCarts.find(asked.UUID);
  if (!cart || (cart.CustomerUUID && cart.CustomerUUID !== customerUUID)) throw notFound('cart_not_found');
  const PurchaseUUID = purchaseOf(asked, cart);
  const body = {
    ...asked,
    PurchaseUUID,
    IdempotencyKey: attemptOf(asked, PurchaseUUID, idempotencyKeyOf(req.request.headers)),
  };
  const fail = req.scenario('orders.fail', customerUUID);

  // A purchase already paid (a repeated attempt, or the one after a card's challenge) is not charged again.
  const paid = paidIntentOf(ctx, customerUUID, body.PurchaseUUID);
  const placed = paid && ctx.db.shopOrders.first((o) => o.PaymentIntentUUID === paid.UUID);
  if (placed) {
    return result(body.PurchaseUUID, paid.AmountCents, {
      Status: 'paid',
      ClientSecret: paid.ClientSecret,
      Order: shopOrderView(ctx, placed),
    });
  }
  if (paid) {
    const order = await placeShopOrder(
      ctx,
      { CustomerUUID: customerUUID, Lines: purchasedLines(cart), PaymentIntentUUID: paid.UUID },
      { fail },
    );
    await emptyCart(ctx, cart.UUID);
    return result(body.PurchaseUUID, paid.AmountCents, {
      Status: 'paid',
      ClientSecret: paid.ClientSecret,
      Order: order,
    });
  }

  if (cart.Items.length === 0) throw badRequest('no_order_items');
  const amount = cartTotal(cart);
  const method = body.PaymentOptions.PaymentMethodType;
  const waiting = waitingIntentOf(ctx, customerUUID, body.PurchaseUUID);
  if (waiting && typeOf(waiting) !== method) {
    if (!body.ChangePaymentType) {
      const last4 = cardLast4(ctx, customerUUID, body, waiting);
      return result(body.PurchaseUUID, amount, {
        Status: 'change_payment_type',
        Reason: 'changePaymentType',
        ...(last4 ? { CardLast4: last4 } : {}),
      });
    }
    await cancelPaymentIntent(ctx, waiting.UUID);
  }
  if (amount > 0 && isBnplMethod(method)) {
    const intent = await createRedirectPaymentIntent(
      ctx,
      {
        customerUUID,
        amountCents: amount,
        description: `Shop order ${cart.Number}`,
        idempotencyKey: `${purchaseKey(body.PurchaseUUID)}${body.IdempotencyKey}`,
      },
      method,
    );
    // An attempt sent again after the shopper failed the provider's page answers that failure.
    if (intent.Status === 'requires_payment_method')
      return result(body.PurchaseUUID, amount, {
        Status: 'payment_failed',
        ClientSecret: intent.ClientSecret,
        ...(intent.LastError ? { Message: intent.LastError.Message } : {}),
      });
    return result(body.PurchaseUUID, amount, {
      Status: 'pending_payment',
      ClientSecret: intent.ClientSecret,
      PaymentIntentUUID: intent.UUID,
      NextAction: 'redirect',
    });
  }
  if (amount === 0) {
    // Nothing to charge (free SIMs): the order is placed without a payment.
    const order = await placeShopOrder(
      ctx,
      { CustomerUUID: customerUUID, Lines: purchasedLines(cart) },
      { fail },
    );
    await emptyCart(ctx, cart.UUID);
    return result(body.PurchaseUUID, 0, { Status: 'paid', Order: order });
  }
  const intent = await createPaymentIntent(
    ctx,
    {
      customerUUID,
      amountCents: amount,
      description: `Shop order ${cart.Number}`,
      ...(body.PaymentOptions.PaymentMethodUUID
        ? { paymentMethodUUID: body.PaymentOptions.PaymentMethodUUID }
        : {}),
      idempotencyKey: `${purchaseKey(body.PurchaseUUID)}${body.IdempotencyKey}`,
    },
    engineScenarios(req.scenario, customerUUID),
  );
  if (intent.Status === 'requires_action')
    return result(body.PurchaseUUID, amount, {
      Status: 'pending_payment',
      ClientSecret: intent.ClientSecret,
      PaymentIntentUUID: intent.UUID,
      NextAction: 'authenticate',
    });
  if (intent.Status !== 'succeeded') {
    return result(body.PurchaseUUID, amount, {
      Status: 'payment_failed',
      ClientSecret: intent.ClientSecret,
      ...(intent.LastError ? { Message: intent.LastError.Message } : {}),
    });
  }
  const order = await placeShopOrder(
    ctx,
    { CustomerUUID: customerUUID, Lines: purchasedLines(cart), PaymentIntentUUID: intent.UUID },
    { fail },
  );
  await emptyCart(ctx, cart.UUID);
  return result(body.PurchaseUUID, amount, {
    Status: 'paid',
    ClientSecret: intent.ClientSecret,
    Order: order,
  });
};

const older = contracts.olderShopCheckout;

/**
 * An older checkout: the cart it sends is saved as the v3 cart, then paid as v3 pays, with the default card. The
 * cart names the purchase, so it is paid at most once; each attempt's payment is keyed by the request's key.
 */
async function payOlderCart(
  req: Omit<RouteRequest<typeof c.checkout>, 'body'>,
  ctx: MockContext,
  cart: BodyOf<typeof contracts.shopCart.save> & { CustomerUUID: string },
) {
  await saveCart({ ...req, body: cart }, ctx);
  const attempt = idempotencyKeyOf(req.request.headers) ?? `attempt-${ctx.sim.clock.now()}`;
  return payForCart(
    {
      ...req,
      body: {
        SPID,
        UUID: cart.UUID,
        CustomerUUID: cart.CustomerUUID,
        PaymentOptions: { PaymentMethodType: 'card' },
        PurchaseUUID: cart.UUID,
        IdempotencyKey: `older-checkout:${attempt}`.slice(0, 100),
      },
    },
    ctx,
  );
}

export const shopCheckoutHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.checkout, payForCart),
  route(ctx, older.checkoutV1, (req) => payOlderCart(req, ctx, req.body)),
  route(ctx, older.fibreCheckoutV2, (req) =>
    payOlderCart(req, ctx, { ...fibreCartAsV3(req.body), CustomerUUID: req.body.CustomerUUID }),
  ),
  route(ctx, c.bnplSession, (req) => {
    const intent = ctx.db.paymentIntents.find(req.params.uuid);
    if (!intent?.RedirectMethod || !req.session?.owns(intent.CustomerUUID)) throw notFound();
    return {
      UUID: intent.UUID,
      Method: intent.RedirectMethod,
      AmountCents: intent.AmountCents,
      Currency: intent.Currency,
      Description: intent.Description,
      Status: sessionStatus(intent),
    };
  }),
  route(ctx, c.bnplDecide, async (req) => {
    const session = req.session;
    const payer = ctx.db.paymentIntents.find(req.params.uuid)?.CustomerUUID;
    const intent = await decideRedirectPayment(
      ctx,
      {
        uuid: req.params.uuid,
        secret: req.body.ClientSecret,
        outcome: req.body.Outcome,
        owns: (customerUUID) => !!session?.owns(customerUUID),
      },
      engineScenarios(req.scenario, payer),
    );
    return { RedirectStatus: intent.Status === 'succeeded' ? ('succeeded' as const) : ('failed' as const) };
  }),
];

/** A paid cart is reset: no items, and a new number, so filling it again makes another purchase. */
async function emptyCart(ctx: MockContext, uuid: string) {
  const next = cartNumber(ctx);
  await ctx.db.shopCarts.update(uuid, (draft) => {
    draft.Number = next;
    draft.Items = [];
    draft.AmountCents = 0;
    draft.AmountTaxCents = 0;
  });
}

function result(
  purchaseUUID: string,
  amountCents: number,
  rest: Omit<CheckoutResult, 'PurchaseUUID' | 'AmountCents'>,
): CheckoutResult {
  return { PurchaseUUID: purchaseUUID, AmountCents: amountCents, ...rest };
}
