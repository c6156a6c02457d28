import type { PaymentIntent, Transaction } from '@portal/shared';
import type { Tables } from '../db/schema';

/** How a payment method reads on receipts and invoices: the card's brand and last four digits. */
export function paymentMethodLabel(db: Tables, paymentMethodUUID: string | undefined): string {
  const card = paymentMethodUUID ? db.paymentMethods.find(paymentMethodUUID) : undefined;
  if (!card) return 'Billing account';
  const brand = card.CardType.charAt(0).toUpperCase() + card.CardType.slice(1);
  return `${brand} ending ${card.CardLast4}`;
}

/** The payment platform's status of a card payment, from the intent and any refunds of it. */
export function platformStatus(intent: PaymentIntent, refundedCents: number): string {
  switch (intent.Status) {
    case 'succeeded':
      if (refundedCents >= intent.AmountCents) return 'REFUNDED';
      return refundedCents > 0 ? 'PARTIALLY REFUNDED' : 'COMPLETED';
    case 'requires_action':
      return 'NEEDS AUTHORIZATION';
    case 'processing':
      return 'PENDING';
    case 'canceled':
      return 'CANCELLED';
    case 'requires_payment_method':
      switch (intent.LastError?.Code) {
        case 'card_declined':
        case 'incorrect_cvc':
          return intent.LastError.DeclineCode === 'insufficient_funds' ? 'NO FUNDS' : 'DECLINED';
        case 'expired_card':
        case 'card_expiring':
          return 'EXPIRED';
        case 'payment_failed':
        case 'processing_error':
        case 'authentication_failed':
          return 'FAILED';
        default:
          return 'PAYMENT METHOD REQUIRED';
      }
  }
}

/** Every card payment of the account as the payment history lists it, newest first. */
export function transactionsOf(db: Tables, customerUUID: string): Transaction[] {
  return db.paymentIntents
    .where((p) => p.CustomerUUID === customerUUID)
    .map((intent) => {
      const refunded = db.refunds
        .where((r) => r.IntentUUID === intent.UUID)
        .reduce((sum, r) => sum + r.AmountCents, 0);
      return {
        UUID: intent.UUID,
        Status: platformStatus(intent, refunded),
        CreatedAt: intent.CreatedAtNanos,
        AmountCents: intent.AmountCents,
        Description: intent.Description,
      };
    })
    .sort((a, b) => b.CreatedAt - a.CreatedAt);
}
