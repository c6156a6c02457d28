import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayMsisdn, normaliseNzMobile, NZ_MOBILE_PATTERN } from './nz-mobile';

describe('New Zealand mobile numbers', () => {
  it('come to their national form however they are typed', () => {
    for (const typed of [
      '0211234501',
      '021 123 4501',
      '021-123-4501',
      '+64 21 123 4501',
      '0064211234501',
      '(021) 1234501',
    ])
      expect(normaliseNzMobile(typed), typed).toBe('0211234501');
  });
  it('accept the lengths NZ mobiles have', () => {
    expect(normaliseNzMobile('021123456')).toBe('021123456');
    expect(normaliseNzMobile('02712345678')).toBe('02712345678');
  });
  it('refuse landlines, short or long numbers and text', () => {
    expect(normaliseNzMobile('094561234')).toBeUndefined();
    expect(normaliseNzMobile('02112345')).toBeUndefined();
    expect(normaliseNzMobile('021123456789')).toBeUndefined();
    expect(normaliseNzMobile('my number')).toBeUndefined();
    expect(normaliseNzMobile('')).toBeUndefined();
  });
});

describe('a service number', () => {
  it('reads in its national form in groups', () => {
    expect(displayMsisdn('64211234501')).toBe('021 123 4501');
    expect(displayMsisdn('0271234567')).toBe('027 123 4567');
    expect(displayMsisdn('6491234567')).toBe('6491234567');
  });
});

describe('NZ_MOBILE_PATTERN', () => {
  it('accepts exactly what normaliseNzMobile accepts', () => {
    const pattern = new RegExp(NZ_MOBILE_PATTERN);
    const typed = fc.string({
      unit: fc.constantFrom('0', '2', '6', '4', '1', '9', '+', ' ', '-', '(', ')', '.', 'a'),
      maxLength: 20,
    });
    fc.assert(
      fc.property(typed, (text) => pattern.test(text) === (normaliseNzMobile(text) !== undefined)),
      { numRuns: 2000 },
    );
    for (const text of ['021 123 4501', '+64 21 123 4501', '0064-21-1234501', '(021) 123.4501'])
      expect(pattern.test(text), text).toBe(true);
    for (const text of ['+64 021 123 4501', '03 123 4567', '021 12', '21 123 4501'])
      expect(pattern.test(text), text).toBe(false);
  });
});
