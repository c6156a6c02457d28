import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, loadSession, renewExpiredToken, saveSession } from './auth-session';

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
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

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

  it('stays signed out when the operator signed out while a renewed token was on its way', async () => {
    saveSession(signedIn);
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const renewing = renewExpiredToken();
    clearSession();
    answer(Response.json({ ...signedIn, JWT: 'renewed.payload.signature' }));
    expect(await renewing).toBe(false);
    expect(loadSession()).toBeUndefined();
  });
});
