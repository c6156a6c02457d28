import {
  ApiRequestError,
  contracts,
  ERRORS,
  errorText,
  newIdempotencyKey,
  SPID,
  type CheckoutRequest,
  type CheckoutResult,
  type ShopOrder,
} from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { loadPaymentProvider } from '../../lib/payment-provider';
import type { PaymentResult } from '../../lib/payment-provider/types';

/**
 * A checkout that did not go through. It carries the payment's client secret (when a payment was made) and the
 * purchase, so the shopper can retry the same purchase, with another card if they like, without paying twice.
 */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';

  constructor(
    message: string,
    readonly clientSecret: string | undefined,
    readonly purchase: CheckoutRequest,
  ) {
    super(message);
  }
}

export interface CartPurchase {
  customerUUID: string;
  cartUUID: string;
  /** Names the purchase across its attempts: keep it for a retry. */
  purchaseUUID: string;
  /** A saved card; the default card when left out. */
  cardUUID?: string | undefined;
}

export interface PayForCartDeps {
  /** Shows the card issuer's challenge and resolves whether the shopper passed it. */
  challenge: () => Promise<boolean>;
  send?: (body: CheckoutRequest) => Promise<CheckoutResult>;
  confirm?: (clientSecret: string, challenge: () => Promise<boolean>) => Promise<PaymentResult>;
}

const sendCheckout = (body: CheckoutRequest) => apiCall(contracts.shopCheckout.checkout, { body });

async function confirmByProvider(secret: string, challenge: () => Promise<boolean>): Promise<PaymentResult> {
  const provider = await loadPaymentProvider();
  return provider.confirmPayment(secret, challenge);
}

/**
 * Pays for the cart by card and resolves with the order placed. A card that asks for its challenge gets it, and
 * the same attempt is then sent again to complete it. Rejects with CheckoutError.
 */
export async function payForCart(purchase: CartPurchase, deps: PayForCartDeps): Promise<ShopOrder> {
  const send = deps.send ?? sendCheckout;
  const confirm = deps.confirm ?? confirmByProvider;
  const body: CheckoutRequest = {
    SPID,
    UUID: purchase.cartUUID,
    CustomerUUID: purchase.customerUUID,
    PaymentOptions: {
      PaymentMethodType: 'card',
      ...(purchase.cardUUID ? { PaymentMethodUUID: purchase.cardUUID } : {}),
    },
    PurchaseUUID: purchase.purchaseUUID,
    IdempotencyKey: newIdempotencyKey(),
  };
  let confirmed = false;
  for (;;) {
    let result: CheckoutResult;
    try {
      result = await send(body);
    } catch (error) {
      throw new CheckoutError(errorText(error), undefined, body);
    }
    if (result.Status === 'paid' && result.Order) return result.Order;
    if (result.Status === 'pending_payment' && result.ClientSecret && !confirmed) {
      let outcome: PaymentResult;
      try {
        outcome = await confirm(result.ClientSecret, deps.challenge);
      } catch (error) {
        const text = error instanceof ApiRequestError ? errorText(error) : ERRORS.card_trouble;
        throw new CheckoutError(text, result.ClientSecret, body);
      }
      if (!outcome.ok) throw new CheckoutError(outcome.message, result.ClientSecret, body);
      confirmed = true;
      continue;
    }
    throw new CheckoutError(result.Message ?? ERRORS.card_trouble, result.ClientSecret, body);
  }
}
