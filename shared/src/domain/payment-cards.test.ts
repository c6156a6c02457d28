import { describe, expect, it } from 'vitest';
import {
  canAuthorizeCard,
  cardExpiryLabel,
  cardLabel,
  cardRemovalProblem,
  isCardAboutToExpire,
  isCardExpired,
  ranksAfterMakeDefault,
  ranksAfterRemoval,
} from './payment-cards';
import { cardBehaviour, cardBrand, luhnValid } from './test-cards';

const NOW = Date.UTC(2026, 10, 23, 12); // 23 November 2026
const cards = [
  { UUID: 'b', Rank: 2 },
  { UUID: 'a', Rank: 1 },
  { UUID: 'c', Rank: 3 },
];

describe('saved cards', () => {
  it('removing the default makes the first remaining card the default', () => {
    expect(ranksAfterRemoval(cards, 'a')).toEqual([
      { UUID: 'b', Rank: 1 },
      { UUID: 'c', Rank: 2 },
    ]);
    expect(ranksAfterRemoval(cards, 'c')).toEqual([]);
  });
  it('Rank 1 makes a card the default and moves the others down', () => {
    expect(ranksAfterMakeDefault(cards, 'c')).toEqual([
      { UUID: 'c', Rank: 1 },
      { UUID: 'a', Rank: 2 },
      { UUID: 'b', Rank: 3 },
    ]);
    expect(ranksAfterMakeDefault(cards, 'zz')).toBeUndefined();
  });
  it('the only card cannot be removed, an unknown one is not found, an invalid one always can be', () => {
    expect(cardRemovalProblem([{ UUID: 'a', Rank: 1 }], 'a')).toBe('card_only_one');
    expect(cardRemovalProblem(cards, 'x')).toBe('card_not_found');
    expect(cardRemovalProblem(cards, 'b')).toBeUndefined();
    expect(cardRemovalProblem([{ UUID: 'a', Rank: 1 }], 'a', { invalid: true })).toBeUndefined();
  });
  it('a card about to expire cannot be authorized; an expired one has expired', () => {
    const thisMonth = { CardExpiryMonth: 11, CardExpiryYear: 2026 };
    const nextMonth = { CardExpiryMonth: 12, CardExpiryYear: 2026 };
    const later = { CardExpiryMonth: 2, CardExpiryYear: 2027 };
    const past = { CardExpiryMonth: 10, CardExpiryYear: 2026 };
    expect(isCardAboutToExpire(thisMonth, NOW)).toBe(true);
    expect(canAuthorizeCard(thisMonth, NOW)).toBe(false);
    expect(isCardAboutToExpire(nextMonth, NOW)).toBe(false);
    expect(canAuthorizeCard(later, NOW)).toBe(true);
    expect(isCardExpired(past, NOW)).toBe(true);
    expect(canAuthorizeCard(past, NOW)).toBe(false);
  });
  it('names a card by brand and last four digits, expiry as MM/YY', () => {
    expect(cardLabel({ CardType: 'visa', CardLast4: '4242' })).toBe('Visa ending 4242');
    expect(cardLabel({ CardType: 'amex', CardLast4: '0005' })).toBe('American Express ending 0005');
    expect(cardExpiryLabel({ CardExpiryMonth: 8, CardExpiryYear: 2029 })).toBe('08/29');
  });
});

describe('test cards of the simulated provider', () => {
  it('decides the outcome by number', () => {
    expect(cardBehaviour('4242 4242 4242 4242')).toBe('succeeds');
    expect(cardBehaviour('4000000000000002')).toBe('generic_decline');
    expect(cardBehaviour('4000000000009995')).toBe('insufficient_funds');
    expect(cardBehaviour('4000002500003155')).toBe('authenticate_on_setup');
    expect(cardBehaviour('4000000000000069')).toBe('expired_card');
    expect(cardBehaviour('4000000000000341')).toBe('charge_fails');
  });
  it('declines a real-looking number and refuses one that fails the Luhn check', () => {
    expect(cardBehaviour('4111111111111111')).toBe('generic_decline');
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBehaviour('4242424242424241')).toBeUndefined();
  });
  it('knows the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });
});
