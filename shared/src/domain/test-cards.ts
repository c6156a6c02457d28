import type { CardType } from '../entities/payment-method';

/**
 * What a card number does in the simulated card provider, after the provider's test-mode conventions.
 */
export type CardBehaviour =
  | 'succeeds'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  /** Asks for authentication when saved (on session); later charges go through. */
  | 'authenticate_on_setup'
  /** Asks for authentication on every use. */
  | 'authenticate_always'
  /** Saves, but every charge fails. */
  | 'charge_fails';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000002500003155': 'authenticate_on_setup',
  '4000002760003184': 'authenticate_always',
  '4000000000000341': 'charge_fails',
};

export const compactCardNumber = (input: string) => input.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
export function luhnValid(input: string): boolean {
  const digits = compactCardNumber(input);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A number that is not a test card is declined, as the provider's test mode declines real card numbers; a number
 * failing the Luhn check is not a card at all (undefined).
 */
export function cardBehaviour(number: string): CardBehaviour | undefined {
  const digits = compactCardNumber(number);
  if (!luhnValid(digits)) return undefined;
  return TEST_CARDS[digits] ?? 'generic_decline';
}

export function cardBrand(number: string): CardType {
  const digits = compactCardNumber(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** The decline code the provider reports for a behaviour that fails. */
export const DECLINE_CODES: Partial<Record<CardBehaviour, { Code: string; DeclineCode?: string }>> = {
  generic_decline: { Code: 'card_declined', DeclineCode: 'generic_decline' },
  insufficient_funds: { Code: 'card_declined', DeclineCode: 'insufficient_funds' },
  lost_card: { Code: 'card_declined', DeclineCode: 'lost_card' },
  stolen_card: { Code: 'card_declined', DeclineCode: 'stolen_card' },
  expired_card: { Code: 'expired_card' },
  incorrect_cvc: { Code: 'incorrect_cvc' },
  processing_error: { Code: 'processing_error' },
};
