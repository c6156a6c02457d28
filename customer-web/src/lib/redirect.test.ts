import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('redirect hints', () => {
  it('honour app paths only', () => {
    expect(safeRedirect('/profile/payment-methods?x=1')).toBe('/profile/payment-methods?x=1');
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
