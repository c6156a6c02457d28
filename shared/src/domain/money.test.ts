import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, formatNzd } from './money';

describe('cents and NZD', () => {
  it('shows cents divided by 100 with two decimals', () => {
    expect(centsToAmount(0)).toBe('0.00');
    expect(centsToAmount(8999)).toBe('89.99');
    expect(formatNzd(12000)).toBe('$120.00');
    expect(formatNzd(-550)).toBe('-$5.50');
  });
  it('turns an entered total into integer cents', () => {
    expect(amountToCents('45.5')).toBe(4550);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(() => amountToCents('abc')).toThrow(RangeError);
  });
});
