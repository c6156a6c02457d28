import { ERRORS } from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError } from '../http/api-error';
import { createPaymentIntent, type EngineScenarios } from '../payments/engine';
import type { ScenarioName } from '../sim/scenarios';

/** Whether a scenario is on for a request (and a customer). */
export type ScenarioCheck = (name: ScenarioName, customerUUID?: string) => boolean;

/** The card payment scenarios that apply to a customer's charges. */
export const engineScenarios = (scenario: ScenarioCheck, customerUUID?: string): EngineScenarios => ({
  decline: scenario('payments.decline', customerUUID),
  randomFailure: scenario('payments.random-failure', customerUUID),
});

export type CardCharge =
  | { outcome: 'succeeded'; intentUUID: string }
  | { outcome: 'challenge'; intentUUID: string; clientSecret: string };

/**
 * Charges a saved card (the default unless one is named) through the payment engine. A card that asks for its
 * challenge answers with the client secret; a declined or failed charge is refused (402) with the card's text.
 */
export async function chargeSavedCard(
  ctx: MockContext,
  scenarios: EngineScenarios,
  payment: {
    customerUUID: string;
    amountCents: number;
    description: string;
    paymentMethodUUID?: string | undefined;
    idempotencyKey?: string | undefined;
    atNanos?: number | undefined;
  },
): Promise<CardCharge> {
  const intent = await createPaymentIntent(
    ctx,
    {
      customerUUID: payment.customerUUID,
      amountCents: payment.amountCents,
      description: payment.description,
      ...(payment.paymentMethodUUID ? { paymentMethodUUID: payment.paymentMethodUUID } : {}),
      ...(payment.idempotencyKey ? { idempotencyKey: payment.idempotencyKey } : {}),
      ...(payment.atNanos !== undefined ? { atNanos: payment.atNanos } : {}),
    },
    scenarios,
  );
  if (intent.Status === 'succeeded') return { outcome: 'succeeded', intentUUID: intent.UUID };
  if (intent.Status === 'requires_action') {
    return { outcome: 'challenge', intentUUID: intent.UUID, clientSecret: intent.ClientSecret };
  }
  throw new ApiError(402, 'card_trouble', { err_message: intent.LastError?.Message ?? ERRORS.card_trouble });
}
