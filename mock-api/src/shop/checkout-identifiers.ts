import { fixtureUuid } from '@portal/fixtures';
import type { ShopCart } from '@portal/shared';

interface Asked {
  PurchaseUUID?: string | undefined;
  IdempotencyKey?: string | undefined;
  PaymentOptions: { PaymentMethodType: string; PaymentMethodUUID?: string | undefined };
}

/**
 * The purchase a checkout pays: the one it names, else the cart as it stands. The cart's number changes when a
 * purchase empties it, so a checkout sent again is the same purchase (never charged twice) and the next filling
 * of the same cart is another.
 */
export const purchaseOf = (asked: Asked, cart: ShopCart): string =>
  asked.PurchaseUUID ?? fixtureUuid(`purchase:${cart.UUID}:${cart.Number}`);

/**
 * The attempt a checkout is: the key it names, else its Idempotency-Key header, else the purchase paid one way,
 * so the attempt sent again after a card's challenge or a provider's page completes the first.
 */
export function attemptOf(asked: Asked, purchaseUUID: string, headerKey: string | undefined): string {
  const way = `${asked.PaymentOptions.PaymentMethodType}:${asked.PaymentOptions.PaymentMethodUUID ?? 'default'}`;
  return (asked.IdempotencyKey ?? headerKey ?? `${purchaseUUID}:${way}`).slice(0, 100);
}
