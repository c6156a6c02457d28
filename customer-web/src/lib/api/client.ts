import { createApiClient, SPID, type CallInput, type ContractDef, type ResponseOf } from '@portal/shared';
import { API_BASE } from '../config';
import { sessionStore } from '../session/session-store';
import { renewExpiredToken } from '../session/token-keeper';

const client = createApiClient({
  baseUrl: () => new URL(API_BASE, window.location.origin).href.replace(/\/$/, ''),
  defaultParams: { spid: String(SPID) },
  getToken: () => sessionStore.get().auth?.JWT,
  tokenHeader: (token) => ['authorization', `Bearer ${token}`],
  onSessionEnd: () => sessionStore.signOut(),
  // A jump of the simulated clock can carry the backend past the token's expiry: exchange it and carry on.
  renewToken: renewExpiredToken,
  checkBodies: import.meta.env.DEV,
  // The dev toolbar checks every answer against its contract, so a backend that drifts from it is seen at once.
  observeAnswers: import.meta.env.DEV || import.meta.env.MODE === 'demo',
});

export type { CallInput };

/** Calls one contract of the registry as the signed-in user: typed input, typed answer, errors as ApiRequestError. */
export function apiCall<C extends ContractDef>(contract: C, input?: CallInput<C>): Promise<ResponseOf<C>> {
  return client.call(contract, input);
}
