import {
  ApiRequestError,
  contracts,
  ERRORS,
  errorText,
  newIdempotencyKey,
  type PaymentIntent,
  type PaymentIntentCreate,
} from '@portal/shared';
import { apiCall } from '../api/client';
import { loadPaymentProvider } from './index';

/**
 * A payment that did not go through. It carries the payment intent's client secret (when one was made) and the
 * purchase, so the caller can retry.
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

function withoutKey({ IdempotencyKey: _key, ...purchase }: PaymentIntentCreate): PaymentIntentCreate {
  return purchase;
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
  // One key per user action: the core resends it when a request got no answer, and a purchase that failed
  // without an answer keeps it, so trying that purchase again cannot charge twice. A purchase the provider
  // answered (declined, refused) goes back without its key: trying again is a new action.
  const key = purchase.IdempotencyKey ?? newIdempotencyKey();
  let intent: PaymentIntent;
  try {
    intent = await apiCall(contracts.paymentMethods.createPaymentIntent, {
      params: { uuid: customerUUID },
      body: { ...purchase, IdempotencyKey: key },
      idempotencyKey: key,
    });
  } catch (error) {
    const unanswered = error instanceof ApiRequestError && error.noAnswer;
    const again = unanswered ? { ...purchase, IdempotencyKey: key } : withoutKey(purchase);
    throw new PaymentConfirmationError(errorText(error), undefined, again);
  }
  if (intent.Status === 'succeeded') return intent;
  if (intent.Status === 'requires_action') {
    const provider = await loadPaymentProvider();
    const result = await provider.confirmPayment(intent.ClientSecret, challenge);
    if (result.ok) return { ...intent, Status: 'succeeded', NextAction: undefined };
    throw new PaymentConfirmationError(result.message, intent.ClientSecret, withoutKey(purchase));
  }
  throw new PaymentConfirmationError(
    intent.LastError?.Message ?? ERRORS.card_trouble,
    intent.ClientSecret,
    withoutKey(purchase),
  );
}
