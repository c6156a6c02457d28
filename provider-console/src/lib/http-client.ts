import { ERRORS, errorText, type ApiErrorBody } from '@portal/shared';
import { HttpError } from 'react-admin';
import { freshToken } from './auth-session';

export interface HttpResult {
  status: number;
  headers: Headers;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ra-data-simple-rest reads records from it
  json: any;
}

/**
 * Validation errors of the API (`errors: [{ path: 'body.Name', message }]`) as react-admin's form errors
 * (`{ Name: message }`), so a pessimistic form shows each on its field.
 */
export function fieldErrors(errors: ApiErrorBody['errors']): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const e of errors ?? []) {
    const [where, ...path] = e.path.split('.');
    if (where === 'body' && path.length) out[path.join('.')] ??= e.message;
  }
  return Object.keys(out).length ? out : undefined;
}

/** An error answer as react-admin's HttpError: the text of 000 §8, and field errors where there are some. */
export function toHttpError(status: number, data: unknown): HttpError {
  const body = (typeof data === 'object' && data ? data : { err_message: data }) as Partial<ApiErrorBody>;
  const errors = fieldErrors(body.errors);
  const message = errorText({ data });
  return new HttpError(message, status, {
    ...body,
    errors: errors ? { ...errors, root: { serverError: message } } : undefined,
  });
}

/**
 * The console's fetch: the token in `x-auth-token` (the variant of 002 §7), refreshed when close to expiry;
 * errors as HttpError; an empty answer is refused with "no response data" (002 §5, §8).
 */
export async function httpClient(url: string, options: RequestInit = {}): Promise<HttpResult> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const token = await freshToken();
  if (token) headers.set('x-auth-token', token);
  let res: Response;
  try {
    res = await fetch(url, { ...options, headers });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new HttpError(ERRORS.network, 0, { err_message: ERRORS.network, err_code: 'network' });
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw toHttpError(res.status || 502, { err_message: ERRORS.something_wrong, err_code: 'malformed' });
  }
  if (!res.ok) throw toHttpError(res.status, json ?? text);
  if (json === undefined || json === null) {
    throw toHttpError(res.status, { err_message: ERRORS.no_response_data, err_code: 'no_response_data' });
  }
  return { status: res.status, headers: res.headers, body: text, json };
}
