import { describe, expect, it } from 'vitest';
import { msUntilRefresh, singleFlight, tokenIsExpired, tokenIsValid } from './token';

const now = 1_700_000_000_000;
const expiringIn = (ms: number) => ({ JWTExpiry: (now + ms) / 1000 });

describe('token margin', () => {
  it('counts a token valid only while more than 5 minutes remain', () => {
    expect(tokenIsValid(expiringIn(5 * 60_000 + 1000), now)).toBe(true);
    expect(tokenIsValid(expiringIn(5 * 60_000), now)).toBe(false);
    expect(tokenIsValid(null, now)).toBe(false);
  });

  it('schedules the refresh for when the margin begins', () => {
    expect(msUntilRefresh(expiringIn(6 * 60_000), now)).toBe(60_000);
    expect(msUntilRefresh(expiringIn(60_000), now)).toBe(0);
  });

  it('calls a token expired at its expiry', () => {
    expect(tokenIsExpired(expiringIn(0), now)).toBe(true);
    expect(tokenIsExpired(expiringIn(1000), now)).toBe(false);
  });

  it('shares one refresh between concurrent callers, and starts a new one afterwards', async () => {
    let calls = 0;
    const refresh = singleFlight(async () => ++calls);
    expect(await Promise.all([refresh(), refresh()])).toEqual([1, 1]);
    expect(await refresh()).toBe(2);
  });
});
