import { describe, expect, it } from 'vitest';
import { isOneTimeCode, maskEmail, maskMobile, parsePastedCode } from './one-time-code';

describe('one-time codes', () => {
  it('are six digits', () => {
    expect(isOneTimeCode('123456')).toBe(true);
    expect(isOneTimeCode('12345')).toBe(false);
    expect(isOneTimeCode('1234567')).toBe(false);
    expect(isOneTimeCode('12345a')).toBe(false);
  });
  it('accept a pasted code with the spaces or dash of the mail', () => {
    expect(parsePastedCode(' 123456\n')).toBe('123456');
    expect(parsePastedCode('123 456')).toBe('123456');
    expect(parsePastedCode('123-456')).toBe('123456');
  });
  it('refuse a pasted code of the wrong shape', () => {
    expect(parsePastedCode('Your code is 123456')).toBeUndefined();
    expect(parsePastedCode('12345')).toBeUndefined();
    expect(parsePastedCode('abcdef')).toBeUndefined();
    expect(parsePastedCode('')).toBeUndefined();
  });
});

describe('masking where a code went', () => {
  it('keeps the first letter and the domain of an email', () => {
    expect(maskEmail('ana.postpay@example.co.nz')).toBe('a•••@example.co.nz');
    expect(maskEmail('nonsense')).toBe('•••');
  });
  it('keeps the last four digits of a number', () => {
    expect(maskMobile('0211234501')).toBe('••• ••• 4501');
    expect(maskMobile('+64 21 123 4501')).toBe('••• ••• 4501');
    expect(maskMobile('12')).toBe('•••');
  });
});
