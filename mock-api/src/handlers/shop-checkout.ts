import { contracts, type CheckoutResult, type ShopCart } from '@portal/shared';
import type { MockContext } from '../context';
import { badRequest, notFound } from '../http/api-error';
import { route } from '../http/route';
import { engineScenarios } from '../money/card-charge';
import { createPaymentIntent } from '../payments/engine';
import { purchasedLines } from '../shop/cart-lines';
import { shopOrderView } from '../shop/order-view';
import { placeShopOrder } from '../shop/place-order';
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

export const shopCheckoutHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.checkout, async (req) => {
    const { body, session } = req;
    const customerUUID = body.CustomerUUID;
    if (!session?.owns(customerUUID)) throw notFound();
    const cart = ctx.db.shopCarts.find(body.UUID);
    if (!cart || (cart.CustomerUUID && cart.CustomerUUID !== customerUUID)) throw notFound('cart_not_found');
    const fail = req.scenario('orders.fail', customerUUID);

    // A purchase already paid (a repeated attempt, or the one after a card's challenge) is not charged again.
    const paid = paidIntentOf(ctx, customerUUID, body.PurchaseUUID);
    const placed = paid && ctx.db.shopOrders.first((o) => o.PaymentIntentUUID === paid.UUID);
    if (placed) {
      return result(body.PurchaseUUID, paid.AmountCents, {
        Status: 'paid',
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
      return result(body.PurchaseUUID, paid.AmountCents, { Status: 'paid', Order: order });
    }

    if (cart.Items.length === 0) throw badRequest('no_order_items');
    const amount = cartTotal(cart);
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
    return result(body.PurchaseUUID, amount, { Status: 'paid', Order: order });
  }),
];

async function emptyCart(ctx: MockContext, uuid: string) {
  await ctx.db.shopCarts.update(uuid, (draft) => {
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
