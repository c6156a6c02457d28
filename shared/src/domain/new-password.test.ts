import { describe, expect, it } from 'vitest';
import { newPasswordError, passwordChecklist } from './new-password';

describe('new password', () => {
  it('must meet the policy first', () => {
    expect(newPasswordError('short-1A')).toBe('password_policy');
    expect(newPasswordError('alllowercase-1')).toBe('password_policy');
    expect(newPasswordError('Long-enough-1')).toBeUndefined();
  });
  it('must differ from the old password when one is given', () => {
    expect(newPasswordError('Fibre-demo-2026', undefined, 'Fibre-demo-2026')).toBe('password_same');
    expect(newPasswordError('Fibre-demo-2027', undefined, 'Fibre-demo-2026')).toBeUndefined();
  });
  it('must match its confirmation when one is given', () => {
    expect(newPasswordError('Fibre-demo-2027', 'Fibre-demo-2028')).toBe('password_mismatch');
    expect(newPasswordError('Fibre-demo-2027', 'Fibre-demo-2027')).toBeUndefined();
  });
  it('reports the policy before a mismatch, and sameness before a mismatch', () => {
    expect(newPasswordError('weak', 'other')).toBe('password_policy');
    expect(newPasswordError('Fibre-demo-2026', 'x', 'Fibre-demo-2026')).toBe('password_same');
  });
});

describe('password checklist', () => {
  const met = (password: string) =>
    Object.fromEntries(passwordChecklist(password).map((l) => [l.line, l.met]));
  it('shows each line of the policy as met or not', () => {
    expect(met('')).toEqual({ length: false, case: false, numberOrSymbol: false });
    expect(met('abcdefghij')).toEqual({ length: true, case: false, numberOrSymbol: false });
    expect(met('Abcdefghij')).toEqual({ length: true, case: true, numberOrSymbol: false });
    expect(met('Abc!')).toEqual({ length: false, case: true, numberOrSymbol: true });
    expect(met('Abcdefghi7')).toEqual({ length: true, case: true, numberOrSymbol: true });
  });
});
