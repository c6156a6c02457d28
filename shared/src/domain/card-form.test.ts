import { describe, expect, it } from 'vitest';
import { cardDetailsSchema, cardExpiryProblem, parseCardExpiry } from './card-form';

/** 26 November 2026, the seeded clock's day. */
const NOW = Date.UTC(2026, 10, 26);

describe('card form', () => {
  it('reads an expiry of two or four year digits, and nothing else', () => {
    expect(parseCardExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiry(' 1 / 2031 ')).toEqual({ month: 1, year: 2031 });
    expect(parseCardExpiry('13/30')).toBeUndefined();
    expect(parseCardExpiry('1230')).toBeUndefined();
  });

  it('gives the checked card with its expiry as month and year', () => {
    expect(
      cardDetailsSchema(NOW).parse({ number: '4242424242424242', expiry: '12/30', cvc: ' 123 ' }),
    ).toEqual({
      number: '4242424242424242',
      month: 12,
      year: 2030,
      cvc: '123',
    });
  });

  it('names each wrong field', () => {
    const result = cardDetailsSchema(NOW).safeParse({
      number: '4242424242424241',
      expiry: '2030',
      cvc: '12',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['number', 'card_number'],
      ['expiry', 'card_expiry'],
      ['cvc', 'card_cvc'],
    ]);
  });

  it('refuses an expiry in the past on the expiry field, and one too close to authorize', () => {
    expect(cardExpiryProblem('01/20', NOW)).toBe('card_expired');
    expect(cardExpiryProblem('10/26', NOW)).toBe('card_expired');
    expect(cardExpiryProblem('11/26', NOW)).toBe('card_expiring');
    expect(cardExpiryProblem('12/30', NOW)).toBeUndefined();
    expect(cardExpiryProblem('2030', NOW)).toBe('card_expiry');
    const result = cardDetailsSchema(NOW).safeParse({
      number: '4242424242424242',
      expiry: '01/20',
      cvc: '123',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['expiry', 'card_expired'],
    ]);
  });
});
