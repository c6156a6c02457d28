import { contracts, ERRORS, errorText, type PaymentIntent, type PaymentIntentCreate } from '@portal/shared';
import { apiCall } from '../api/client';
import { loadPaymentProvider } from './index';

/**
 * A payment that did not go through. It carries the payment intent's client secret (when one was made) and the
 * purchase, so the caller can retry (000 §8 "Payment confirmation failure").
 */
export class PaymentConfirmationError extends Error {
  override readonly name = 'PaymentConfirmationError';

  constructor(
    message: string,
    readonly clientSecret: string | undefined,
    readonly purchase: PaymentIntentCreate,
  ) {
    super(message);
  }
}

/**
 * Pays for a purchase with a saved card (the default unless one is named) or a parent billing route, through the
 * configured payment provider. A card that asks for authentication gets its challenge (`challenge` shows it and
 * resolves whether the user passed). Resolves with the succeeded intent; rejects with PaymentConfirmationError.
 */
export async function pay(
  customerUUID: string,
  purchase: PaymentIntentCreate,
  challenge: () => Promise<boolean>,
): Promise<PaymentIntent> {
  // One key per attempt: a repeated request (a retry on a flaky network) cannot charge twice. The error carries
  // the purchase without it, so a deliberate retry is a new attempt.
  const attempt = { ...purchase, IdempotencyKey: purchase.IdempotencyKey ?? crypto.randomUUID() };
  let intent: PaymentIntent;
  try {
    intent = await apiCall(contracts.paymentMethods.createPaymentIntent, {
      params: { uuid: customerUUID },
      body: attempt,
    });
  } catch (error) {
    throw new PaymentConfirmationError(errorText(error), undefined, purchase);
  }
  if (intent.Status === 'succeeded') return intent;
  if (intent.Status === 'requires_action') {
    const provider = await loadPaymentProvider();
    const result = await provider.confirmPayment(intent.ClientSecret, challenge);
    if (result.ok) return { ...intent, Status: 'succeeded', NextAction: undefined };
    throw new PaymentConfirmationError(result.message, intent.ClientSecret, purchase);
  }
  throw new PaymentConfirmationError(
    intent.LastError?.Message ?? ERRORS.card_trouble,
    intent.ClientSecret,
    purchase,
  );
}
