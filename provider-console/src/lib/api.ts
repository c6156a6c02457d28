import { createApiClient } from '@portal/shared';
import { apiOptions } from './api-options';
import { freshToken, renewExpiredToken } from './auth-session';

/** The console's client of the API core: the token in `x-auth-token`, refreshed when close to expiry. */
export const api = createApiClient({
  ...apiOptions,
  getToken: () => freshToken(),
  // A jump of the simulated clock can carry the backend past the token's expiry: exchange it and carry on.
  renewToken: () => renewExpiredToken(),
  // The console's screens poll for changes made elsewhere: a poll while nothing changed is a 304.
  conditionalReads: true,
});
