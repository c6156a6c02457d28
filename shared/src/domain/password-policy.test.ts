import { describe, expect, it } from 'vitest';
import { isPasswordValid, passwordProblems } from './password-policy';

describe('password policy', () => {
  it('accepts 10+ characters with both cases and a number or symbol', () => {
    expect(isPasswordValid('Fibre-demo-2026')).toBe(true);
    expect(isPasswordValid('Abcdefghi1')).toBe(true);
    expect(isPasswordValid('Abcdefghi!')).toBe(true);
  });
  it('names each missing part', () => {
    expect(passwordProblems('Abcdefgh1')).toEqual(['length']);
    expect(passwordProblems('ABCDEFGHIJ1')).toEqual(['lowercase']);
    expect(passwordProblems('abcdefghij1')).toEqual(['uppercase']);
    expect(passwordProblems('Abcdefghijk')).toEqual(['numberOrSymbol']);
    expect(passwordProblems('')).toEqual(['length', 'lowercase', 'uppercase', 'numberOrSymbol']);
  });
});
