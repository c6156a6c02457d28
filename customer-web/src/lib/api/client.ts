import {
  controlHeaders,
  createApiClient,
  MOCK_TOKEN_HEADER,
  SPID,
  type CallInput,
  type ContractDef,
  type ResponseOf,
} from '@portal/shared';
import { API_BASE, CONTROL_BASE } from '../config';
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

/**
 * A client for the simulation's control API (story mode): its own address and token, and the same errors and words
 * as the app's. Made here, beside the app's, so the client's code is loaded once, in one piece.
 */
export const makeControlClient = () =>
  createApiClient({
    baseUrl: () => `${window.location.origin}${CONTROL_BASE}`,
    getToken: () => controlHeaders()[MOCK_TOKEN_HEADER],
    tokenHeader: (token) => [MOCK_TOKEN_HEADER, token],
  });
