import * as crypto from 'node:crypto';
import type * as Crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { isOwnerToken, newControlToken } from './owner-token';

vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof Crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

describe("the owner's token", () => {
  it('matches only itself', () => {
    const token = newControlToken();
    expect(isOwnerToken(token, token)).toBe(true);
    expect(isOwnerToken(token, `${token.slice(0, -1)}!`)).toBe(false);
    expect(isOwnerToken(token, undefined)).toBe(false);
    expect(isOwnerToken(token, '')).toBe(false);
  });

  it('is compared in constant time, over digests of equal length whatever the given length', () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(isOwnerToken('owner-token', 'a much longer token than the owner has')).toBe(false);
    expect(isOwnerToken('owner-token', 'x')).toBe(false);
    expect(compare).toHaveBeenCalledTimes(2);
    for (const [a, b] of compare.mock.calls) {
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });

  it('is new at every start and long enough not to be guessed', () => {
    const a = newControlToken();
    expect(a).not.toBe(newControlToken());
    expect(a.length).toBeGreaterThanOrEqual(32);
  });
});
