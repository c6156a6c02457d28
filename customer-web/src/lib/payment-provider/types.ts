import type { BnplMethod } from '@portal/shared';
import type { ComponentType } from 'react';

/** How saving a card ended: saved, or failed with the text to show. */
export type CardSetupResult = { ok: true } | { ok: false; message: string };

export interface SetupFormProps {
  /** The setup intent's client secret (GET setup-payment-method). */
  clientSecret: string;
  onResult(result: CardSetupResult): void;
}

/** How a charge ended once any challenge of the card issuer is answered. */
export type PaymentResult = { ok: true } | { ok: false; message: string };

/**
 * The card payment provider the portal talks to: Stripe when a publishable key is configured, the simulator of
 * the mock API otherwise. Both save cards through a setup intent and answer a payment
 * intent that requires action.
 */
export interface PaymentProvider {
  name: 'stripe' | 'simulator';
  /** The card form of this provider for one setup intent. */
  SetupForm: ComponentType<SetupFormProps>;
  /**
   * Finishes a payment intent that requires action. `challenge` shows the simulator's issuer dialog and resolves
   * whether the user passed it (Stripe shows its own).
   */
  confirmPayment(clientSecret: string, challenge: () => Promise<boolean>): Promise<PaymentResult>;
  /**
   * Sends the browser to the Afterpay or Klarna page of a payment, which comes back to `returnUrl` with
   * payment_intent, payment_intent_client_secret and redirect_status in the query. Resolves only when the
   * browser could not leave (with the text to show).
   */
  leaveForBnpl(method: BnplMethod, payment: BnplPayment, returnUrl: string): Promise<PaymentResult>;
}

export interface BnplPayment {
  clientSecret: string;
  intentUUID: string;
}
