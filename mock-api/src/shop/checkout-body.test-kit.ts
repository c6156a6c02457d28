/**
 * The body of a card checkout of a saved cart, as the portal sends it: the tests that pay a cart differ only in
 * which cart, whose, and the purchase's keys.
 */
export function cardCheckoutBody(
  cart: string,
  customer: string,
  idempotencyKey: string,
  purchase: string = crypto.randomUUID(),
) {
  return {
    SPID: 68,
    UUID: cart,
    CustomerUUID: customer,
    PaymentOptions: { PaymentMethodType: 'card' },
    PurchaseUUID: purchase,
    IdempotencyKey: idempotencyKey,
  };
}
