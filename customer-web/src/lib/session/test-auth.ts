import type { AuthData } from '@portal/shared';

/** A signed-in login's answer for the session's unit tests, with the roles a test needs. */
export const testAuth = (roles: AuthData['roles'] = ['customer']): AuthData => ({
  JWT: 'a.b.c',
  JWTExpiry: 4_000_000_000,
  UUID: '2d6f1a40-5a3c-4c55-9a36-0d3c2a1b7e01',
  SPID: 68,
  FirstName: 'Aroha',
  LastName: 'Ngata',
  Email: 'aroha@example.co.nz',
  AuthID: 'aroha@example.co.nz',
  MobileNumber: '',
  IdentityProvider: 'LOCAL',
  roles,
});
