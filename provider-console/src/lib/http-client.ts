import { ApiRequestError, type ApiErrorBody } from '@portal/shared';
import { HttpError } from 'react-admin';
import { api } from './api';
import { READ_TIMEOUT_MS } from './failure-policy';

export interface HttpResult {
  status: number;
  headers: Headers;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ra-data-simple-rest reads records from it
  json: any;
}

/**
 * An error of the API as react-admin's HttpError: the catalogue's text, and the body's validation errors as
 * form errors (`{ Name: message }`), so a pessimistic form shows each on its field.
 */
export function toHttpError(error: ApiRequestError): HttpError {
  const body = (
    typeof error.data === 'object' ? error.data : { err_message: error.data }
  ) as Partial<ApiErrorBody>;
  const errors = error.fieldErrors();
  const hasFieldErrors = Object.keys(errors).length > 0;
  return new HttpError(error.message, error.status, {
    ...body,
    retryAfterS: error.retryAfterS,
    errors: hasFieldErrors ? { ...errors, root: { serverError: error.message } } : undefined,
  });
}

/** react-admin's errors for any failure of the core; a cancellation passes as it is. */
export async function asHttpErrors<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw error instanceof ApiRequestError ? toHttpError(error) : error;
  }
}

/** The fetch of ra-data-simple-rest, over the API core: `url` is relative to the API base. */
export async function httpClient(url: string, options: RequestInit = {}): Promise<HttpResult> {
  const answer = await asHttpErrors(
    api.request(url, {
      method: options.method,
      headers: Object.fromEntries(new Headers(options.headers)),
      body: typeof options.body === 'string' ? options.body : undefined,
      signal: options.signal ?? undefined,
      // A read that takes too long is said so, and can be tried again, well before the API's own limit.
      timeoutMs: (options.method ?? 'GET').toUpperCase() === 'GET' ? READ_TIMEOUT_MS : undefined,
      // Every call of the console is a fibre or LFC call: an empty answer is "no response data".
      emptyAnswer: 'no_response_data',
    }),
  );
  return { status: answer.status, headers: answer.headers, body: answer.text, json: answer.data };
}
