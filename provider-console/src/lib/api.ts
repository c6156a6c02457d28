import { createApiClient, SPID } from '@portal/shared';
import { freshToken, renewExpiredToken } from './auth-session';
import { API_BASE } from './config';

/** The console's client of the API core: the token in `x-auth-token`, refreshed when close to expiry. */
export const api = createApiClient({
  baseUrl: () => new URL(API_BASE, window.location.origin).href.replace(/\/$/, ''),
  defaultParams: { spid: String(SPID) },
  getToken: () => freshToken(),
  // A jump of the simulated clock can carry the backend past the token's expiry: exchange it and carry on.
  renewToken: () => renewExpiredToken(),
  tokenHeader: (token) => ['x-auth-token', token],
  checkBodies: import.meta.env.DEV,
});
