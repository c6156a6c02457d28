import { UuidParamSchema } from '../entities/common';
import {
  BnplDecisionResultSchema,
  BnplDecisionSchema,
  BnplSessionSchema,
  CheckoutRequestSchema,
  CheckoutResultSchema,
} from '../entities/shop-checkout';
import { CartCheckoutRequestSchema, FibreCartRequestSchema } from '../entities/shop-cart';
import { defineContract } from './define';

const tags = ['shop'];

export const shopCheckoutContracts = {
  checkout: defineContract({
    id: 'shopCheckout.checkout',
    method: 'post',
    path: '/eshop/v3/checkout',
    summary:
      'Pays for the cart (claimed for the customer) with a saved card, the default unless one is named, or with ' +
      'Afterpay or Klarna, and on success places the order and empties the cart. A card asking for its challenge ' +
      'answers pending_payment with the client secret; Afterpay and Klarna answer pending_payment with ' +
      'NextAction redirect, and the same attempt sent again after the provider’s page completes it. A purchase ' +
      'still waiting for a payment of another type answers change_payment_type (Reason changePaymentType, the ' +
      'amount and the card’s last four digits) until the attempt says ChangePaymentType. A purchase is paid at ' +
      'most once: any attempt of a paid purchase answers its order.',
    access: 'customer',
    body: CheckoutRequestSchema,
    response: CheckoutResultSchema,
    errors: ['cart_not_found', 'no_order_items', 'no_card', 'card_not_found', 'not_found'],
    idempotent: true,
    tags,
  }),
  bnplSession: defineContract({
    id: 'shopCheckout.bnplSession',
    method: 'get',
    path: '/payment-provider/bnpl/:uuid',
    summary:
      'The simulated Afterpay or Klarna page’s view of one payment: method, amount and state. Only the paying ' +
      'customer sees it. The path is the project’s: the real providers serve their own pages.',
    access: 'customer',
    params: UuidParamSchema,
    response: BnplSessionSchema,
    errors: ['not_found'],
    tags,
  }),
  bnplDecide: defineContract({
    id: 'shopCheckout.bnplDecide',
    method: 'post',
    path: '/payment-provider/bnpl/:uuid',
    summary:
      'The shopper authorises or fails the payment on the simulated provider page (the two buttons of the ' +
      'providers’ test mode); the answer is the redirect_status the browser returns with.',
    access: 'customer',
    params: UuidParamSchema,
    body: BnplDecisionSchema,
    response: BnplDecisionResultSchema,
    errors: ['not_found', 'intent_state'],
    idempotent: true,
    tags,
  }),
};

/*
 * The older checkouts the specification still lists: each sends the cart itself, which is saved as the v3 cart and
 * paid as v3 pays, with the default card; the cart's id names the purchase, so it is paid at most once.
 */
const olderCheckout = {
  method: 'post',
  access: 'customer',
  response: CheckoutResultSchema,
  errors: ['cart_not_found', 'no_order_items', 'no_card', 'card_not_found', 'not_found', 'plan_not_found'],
  idempotent: true,
  tags,
} as const;

export const olderShopCheckoutContracts = {
  checkoutV1: defineContract({
    id: 'shopCheckout.checkoutV1',
    path: '/eshop/checkout',
    summary:
      'Older checkout: Address, CustomerUUID, Items, SPID, UUID, Number; saves the cart and pays for it as the ' +
      'v3 checkout does, with the default card.',
    body: CartCheckoutRequestSchema,
    ...olderCheckout,
  }),
  fibreCheckoutV2: defineContract({
    id: 'shopCheckout.fibreCheckoutV2',
    path: '/eshop/v2/checkout',
    summary:
      'Older fibre checkout: the older fibre cart’s body (CustomerUUID needed), saved and paid as the v3 checkout ' +
      'does, with the default card.',
    body: FibreCartRequestSchema.extend({ CustomerUUID: FibreCartRequestSchema.shape.UUID }),
    ...olderCheckout,
  }),
};
