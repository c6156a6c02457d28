import {
  ApiRequestError,
  contracts,
  ERRORS,
  errorText,
  isBnplMethod,
  newIdempotencyKey,
  SPID,
  type BnplMethod,
  type CheckoutPaymentMethodType,
  type CheckoutRequest,
  type CheckoutResult,
  type ShopOrder,
} from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { loadPaymentProvider } from '../../lib/payment-provider';
import type { BnplPayment, PaymentResult } from '../../lib/payment-provider/types';

/** The purchase waits for a payment of another type: paying this way cancels it (changePaymentType). */
export interface PaymentTypeChange {
  amountCents: number;
  cardLast4: string | undefined;
}

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
    readonly change?: PaymentTypeChange,
    /** The shop's own call failed (no answer, an error answer): nothing says the payment did. */
    readonly callFailure?: unknown,
  ) {
    super(message);
  }
}

export interface CartPurchase {
  customerUUID: string;
  cartUUID: string;
  /** Names the purchase across its attempts: keep it for a retry. */
  purchaseUUID: string;
  /** Card unless Afterpay or Klarna is chosen. */
  method?: CheckoutPaymentMethodType | undefined;
  /** A saved card; the default card when left out. */
  cardUUID?: string | undefined;
  /** The attempt to send again (after the provider's page); a new attempt when left out. */
  idempotencyKey?: string | undefined;
  /** The shopper agreed to drop the payment of another type still waiting. */
  changePaymentType?: boolean | undefined;
  /** Where Afterpay or Klarna sends the browser back. */
  returnUrl?: string | undefined;
}

/** What must outlive the visit to the provider's page to complete the same attempt on return. */
export type LeftForBnpl = Required<Pick<CartPurchase, 'customerUUID' | 'cartUUID' | 'purchaseUUID'>> & {
  method: BnplMethod;
  idempotencyKey: string;
};

export interface PayForCartDeps {
  /** Shows the card issuer's challenge and resolves whether the shopper passed it. */
  challenge: () => Promise<boolean>;
  send?: (body: CheckoutRequest) => Promise<CheckoutResult>;
  confirm?: (clientSecret: string, challenge: () => Promise<boolean>) => Promise<PaymentResult>;
  /** Keeps the attempt, then sends the browser to the provider's page. */
  leave?: (left: LeftForBnpl, payment: BnplPayment, returnUrl: string) => Promise<PaymentResult>;
}

const sendCheckout = (body: CheckoutRequest) => apiCall(contracts.shopCheckout.checkout, { body });

async function confirmByProvider(secret: string, challenge: () => Promise<boolean>): Promise<PaymentResult> {
  const provider = await loadPaymentProvider();
  return provider.confirmPayment(secret, challenge);
}

export async function leaveByProvider(left: LeftForBnpl, payment: BnplPayment, returnUrl: string) {
  const provider = await loadPaymentProvider();
  return provider.leaveForBnpl(left.method, payment, returnUrl);
}

/** The shop names its purchase and each attempt itself, so a return from a provider's page resumes the same. */
type NamedCheckout = CheckoutRequest & { PurchaseUUID: string; IdempotencyKey: string };

export function checkoutBody(purchase: CartPurchase): NamedCheckout {
  const method = purchase.method ?? 'card';
  return {
    SPID,
    UUID: purchase.cartUUID,
    CustomerUUID: purchase.customerUUID,
    PaymentOptions: {
      PaymentMethodType: method,
      ...(method === 'card' && purchase.cardUUID ? { PaymentMethodUUID: purchase.cardUUID } : {}),
    },
    PurchaseUUID: purchase.purchaseUUID,
    IdempotencyKey: purchase.idempotencyKey ?? newIdempotencyKey(),
    ...(purchase.changePaymentType ? { ChangePaymentType: true } : {}),
  };
}

/**
 * Pays for the cart and resolves with the order placed. A card that asks for its challenge gets it, and the same
 * attempt is then sent again to complete it; Afterpay and Klarna leave for the provider's page, and the return
 * page sends the same attempt again. Rejects with CheckoutError.
 */
export async function payForCart(purchase: CartPurchase, deps: PayForCartDeps): Promise<ShopOrder> {
  const send = deps.send ?? sendCheckout;
  const confirm = deps.confirm ?? confirmByProvider;
  const leave = deps.leave ?? leaveByProvider;
  const body = checkoutBody(purchase);
  const method = body.PaymentOptions.PaymentMethodType;
  let confirmed = false;
  for (;;) {
    let result: CheckoutResult;
    try {
      result = await send(body);
    } catch (error) {
      throw new CheckoutError(errorText(error), undefined, body, undefined, error);
    }
    if (result.Status === 'paid' && result.Order) return result.Order;
    if (result.Status === 'change_payment_type') {
      throw new CheckoutError(ERRORS.payment_failed, undefined, body, {
        amountCents: result.AmountCents,
        cardLast4: result.CardLast4,
      });
    }
    const secret = result.ClientSecret;
    if (result.Status === 'pending_payment' && secret && result.NextAction === 'redirect') {
      if (!isBnplMethod(method) || !result.PaymentIntentUUID || !purchase.returnUrl)
        throw new CheckoutError(ERRORS.payment_failed, secret, body);
      const left: LeftForBnpl = {
        customerUUID: body.CustomerUUID,
        cartUUID: body.UUID,
        purchaseUUID: body.PurchaseUUID,
        method,
        idempotencyKey: body.IdempotencyKey,
      };
      const outcome = await leave(
        left,
        { clientSecret: secret, intentUUID: result.PaymentIntentUUID },
        purchase.returnUrl,
      );
      throw new CheckoutError(outcome.ok ? ERRORS.payment_failed : outcome.message, secret, body);
    }
    if (result.Status === 'pending_payment' && secret && !confirmed) {
      let outcome: PaymentResult;
      try {
        outcome = await confirm(secret, deps.challenge);
      } catch (error) {
        const text = error instanceof ApiRequestError ? errorText(error) : ERRORS.card_trouble;
        throw new CheckoutError(text, secret, body);
      }
      if (!outcome.ok) throw new CheckoutError(outcome.message, secret, body);
      confirmed = true;
      continue;
    }
    throw new CheckoutError(result.Message ?? ERRORS.card_trouble, secret, body);
  }
}
