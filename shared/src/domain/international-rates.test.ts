import { describe, expect, it } from 'vitest';
import { formatRate, INTERNATIONAL_RATES } from './international-rates';

describe('international rates', () => {
  it('shows cents per minute with two decimals, and free calls as free', () => {
    expect(formatRate(1.2)).toBe('1.20c/min');
    expect(formatRate(60)).toBe('60.00c/min');
    expect(formatRate(0)).toBe('Free');
  });

  it('has the rates the provider publishes', () => {
    const rate = (country: string) => INTERNATIONAL_RATES.find((r) => r.country === country)?.centsPerMinute;
    expect(rate('Australia')).toBe(0);
    expect(rate('Niue')).toBe(1.6);
    expect(rate('Fiji')).toBe(29);
    expect(rate('Tonga')).toBe(60);
  });

  it('covers two dozen countries, each once, by its two-letter code', () => {
    const codes = INTERNATIONAL_RATES.map((r) => r.iso);
    expect(codes).toHaveLength(24);
    expect(new Set(codes).size).toBe(24);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
