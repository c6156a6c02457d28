import { describe, expect, it } from 'vitest';
import { accountParam } from './account';

describe('the selected account of a call', () => {
  it('is required: without one the call fails with "Current account not specified"', () => {
    expect(accountParam('0b8a3f9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('0b8a3f9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(() => accountParam(null)).toThrow('Current account not specified');
    expect(() => accountParam(undefined)).toThrow('Current account not specified');
    expect(() => accountParam('')).toThrow('Current account not specified');
  });
});
