import { ApiRequestError } from '@portal/shared';

export { ApiRequestError };

/**
 * Whether asking again may answer otherwise: no answer, a malformed one, a server's failure or "too many requests";
 * not the API's refusal of what was asked.
 */
export const mayPassOnRetry = (error: unknown): boolean =>
  !(error instanceof ApiRequestError) || error.status === 429 || error.status >= 500 || error.status < 400;
