import { describe, expect, it } from 'vitest';
import { cardDetailsSchema, parseCardExpiry } from './card-form';

describe('card form', () => {
  it('reads an expiry of two or four year digits, and nothing else', () => {
    expect(parseCardExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiry(' 1 / 2031 ')).toEqual({ month: 1, year: 2031 });
    expect(parseCardExpiry('13/30')).toBeUndefined();
    expect(parseCardExpiry('1230')).toBeUndefined();
  });

  it('gives the checked card with its expiry as month and year', () => {
    expect(cardDetailsSchema.parse({ number: '4242424242424242', expiry: '12/30', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      month: 12,
      year: 2030,
      cvc: '123',
    });
  });

  it('names each wrong field', () => {
    const result = cardDetailsSchema.safeParse({ number: '4242424242424241', expiry: '2030', cvc: '12' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['number', 'card_number'],
      ['expiry', 'card_expiry'],
      ['cvc', 'card_cvc'],
    ]);
  });
});
