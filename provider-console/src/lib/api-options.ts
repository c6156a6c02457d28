import { SPID, type ApiClientConfig } from '@portal/shared';
import { API_BASE } from './config';

/**
 * How the console reaches the API, whoever is calling: the base URL, the provider id and the token header. The
 * signed-in client (`api.ts`) and the sign-in itself (`auth-session.ts`) both start from this.
 */
export const apiOptions: Omit<ApiClientConfig, 'getToken'> = {
  baseUrl: () => new URL(API_BASE, window.location.origin).href.replace(/\/$/, ''),
  defaultParams: { spid: String(SPID) },
  tokenHeader: (token) => ['x-auth-token', token],
  checkBodies: import.meta.env.DEV,
  // The dev toolbar checks every answer against its contract, so a backend that drifts from it is seen at once.
  observeAnswers: import.meta.env.DEV || import.meta.env.MODE === 'demo',
};
