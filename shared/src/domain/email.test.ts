import { describe, expect, it } from 'vitest';
import { isEmailVerified } from './email';

describe('@null.null verified rule', () => {
  it('counts an email ending in @null.null as verified whatever the flag says', () => {
    expect(isEmailVerified('x123@null.null', false)).toBe(true);
    expect(isEmailVerified('X123@NULL.NULL ', false)).toBe(true);
  });
  it('otherwise follows the verified flag', () => {
    expect(isEmailVerified('ana@example.co.nz', false)).toBe(false);
    expect(isEmailVerified('ana@example.co.nz', true)).toBe(true);
    expect(isEmailVerified('ana@null.null.nz', false)).toBe(false);
  });
});
