import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, loadSession, saveSession } from './auth-session';

const signedIn = {
  JWT: 'header.payload.signature',
  JWTExpiry: 1_900_000_000,
  UUID: '5f0c6a52-8c8e-4d53-9d0e-3c1f0d6f1a01',
  SPID: 68 as const,
  FirstName: 'Oli',
  LastName: 'Operator',
  Email: 'oli@example.co.nz',
  AuthID: 'oli@example.co.nz',
  MobileNumber: '',
  IdentityProvider: 'LOCAL' as const,
  roles: ['operator' as const],
};

describe('the kept console session', () => {
  afterEach(() => localStorage.clear());

  it('comes back as it was kept, and is gone once cleared', () => {
    saveSession(signedIn);
    expect(loadSession()).toEqual(signedIn);
    clearSession();
    expect(loadSession()).toBeUndefined();
  });

  it('is no session when storage holds something else', () => {
    for (const kept of ['not json', 'null', '"a token"', JSON.stringify({ ...signedIn, JWT: undefined })]) {
      localStorage.setItem('portal.console.auth', kept);
      expect(loadSession(), kept).toBeUndefined();
    }
    localStorage.setItem('portal.console.auth', JSON.stringify({ ...signedIn, roles: 'operator' }));
    expect(loadSession()).toBeUndefined();
  });
});
