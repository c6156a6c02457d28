import { describe, expect, it } from 'vitest';
import type { AuthData } from '@portal/shared';
import { msUntilRefresh, tokenIsValid } from './token-keeper';

const auth = (expiresInMs: number, now: number): AuthData => ({
  JWT: 'x',
  JWTExpiry: Math.floor((now + expiresInMs) / 1000),
  UUID: '00000000-0000-4000-8000-000000000000',
  SPID: 68,
  FirstName: 'A',
  LastName: 'B',
  Email: 'a@b.nz',
  AuthID: 'a@b.nz',
  MobileNumber: '',
  IdentityProvider: 'LOCAL',
});

describe('token validity (000 §4)', () => {
  const now = 1_800_000_000_000;
  it('counts a token valid only while more than 5 minutes remain', () => {
    expect(tokenIsValid(auth(60 * 60_000, now), now)).toBe(true);
    expect(tokenIsValid(auth(5 * 60_000 + 2000, now), now)).toBe(true);
    expect(tokenIsValid(auth(5 * 60_000 - 1000, now), now)).toBe(false);
    expect(tokenIsValid(auth(-1000, now), now)).toBe(false);
    expect(tokenIsValid(null, now)).toBe(false);
  });
  it('schedules the refresh for when the margin is reached', () => {
    expect(msUntilRefresh(auth(60 * 60_000, now), now)).toBe(55 * 60_000);
    expect(msUntilRefresh(auth(60_000, now), now)).toBe(0);
  });
});
