import { CheckoutRequestSchema, CheckoutResultSchema } from '../entities/shop-checkout';
import { defineContract } from './define';

export const shopCheckoutContracts = {
  checkout: defineContract({
    id: 'shopCheckout.checkout',
    method: 'post',
    path: '/eshop/v3/checkout',
    summary:
      'Pays for the cart (claimed for the customer) with a saved card, the default unless one is named, and on ' +
      'success places the order and empties the cart. A card asking for its challenge answers pending_payment ' +
      'with the client secret; the same attempt sent again after the challenge completes it. A purchase is paid ' +
      'at most once: any attempt of a paid purchase answers its order.',
    access: 'customer',
    body: CheckoutRequestSchema,
    response: CheckoutResultSchema,
    errors: ['cart_not_found', 'no_order_items', 'no_card', 'card_not_found', 'not_found'],
    idempotent: true,
    tags: ['shop'],
  }),
};
