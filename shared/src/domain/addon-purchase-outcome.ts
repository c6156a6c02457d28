import { ADDON_PURCHASE_RETRY_WINDOW_MS } from '../config';
import type { MobilePurchase } from '../entities/mobile-purchase';

/*
 * What the portal does with the answer to an addon purchase: completed is done; pending_payment with a client
 * secret goes to the card confirmation; pending without one is asked again until the retry window has passed.
 */

export type PurchaseStep = 'done' | 'confirm-card' | 'retry' | 'give-up';

export function nextPurchaseStep(
  purchase: Pick<MobilePurchase, 'Status' | 'ClientSecret'>,
  startedMs: number,
  nowMs: number,
): PurchaseStep {
  if (purchase.Status === 'completed') return 'done';
  if (purchase.ClientSecret) return 'confirm-card';
  return nowMs - startedMs < ADDON_PURCHASE_RETRY_WINDOW_MS ? 'retry' : 'give-up';
}

/** The ways out a failed purchase offers: another card, a new card, or a change of plan. */
export type PurchaseChoice = 'choose-card' | 'add-card' | 'change-plan';

/** Card failures: the purchase is a payment processing error, and another card may go through. */
const CARD_FAILURES = new Set([
  'payment_processing_error',
  'no_card',
  'card_not_found',
  'card_expiring',
  'authentication_failed',
]);

/**
 * The choices a failure offers: "Spend limit is over" lets the customer change plan or add a card; "Payment
 * processing error" lets them choose or add another card. The other failures are explained by their text alone.
 */
export function purchaseChoices(code: string | undefined): PurchaseChoice[] {
  if (code === 'spend_limit_over') return ['change-plan', 'add-card'];
  if (code && CARD_FAILURES.has(code)) return ['choose-card', 'add-card'];
  return [];
}

/** Whether a failure is a card's: it is shown as "Payment processing error" whatever the card said. */
export const isCardFailure = (code: string | undefined) => !!code && CARD_FAILURES.has(code);
