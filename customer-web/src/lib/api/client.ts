import {
  API_TIMEOUT_MS,
  ERRORS,
  SPID,
  buildPath,
  type BodyInputOf,
  type ContractDef,
  type QueryInputOf,
  type ResponseOf,
} from '@portal/shared';
import { API_BASE } from '../config';
import { sessionStore } from '../session/session-store';
import { ApiRequestError } from './errors';

export interface CallInput<C extends ContractDef> {
  /** Path parameters other than `spid`, which is always this provider's. */
  params?: Record<string, string>;
  query?: QueryInputOf<C>;
  body?: BodyInputOf<C>;
  /** Sends no token even when signed in. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** How long to wait for the answer: the API's 65 s unless a service has its own (000 §9). */
  timeoutMs?: number;
}

/** Calls one contract of the registry: typed input, typed answer, errors as ApiRequestError. */
export async function apiCall<C extends ContractDef>(
  contract: C,
  input: CallInput<C> = {},
): Promise<ResponseOf<C>> {
  const url = new URL(
    API_BASE + buildPath(contract.path, { spid: SPID, ...input.params }),
    window.location.origin,
  );
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = input.anonymous ? undefined : sessionStore.get().auth?.JWT;
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const timeout = AbortSignal.timeout(input.timeoutMs ?? API_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method: contract.method.toUpperCase(),
      headers,
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
      signal: input.signal ? AbortSignal.any([input.signal, timeout]) : timeout,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError' && input.signal?.aborted) throw error;
    throw new ApiRequestError(0, { err_message: ERRORS.network, err_code: 'network' });
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiRequestError(res.status || 502, {
      err_message: ERRORS.something_wrong,
      err_code: 'malformed',
    });
  }
  if (!res.ok) {
    const error = new ApiRequestError(res.status, data as ApiRequestError['data']);
    // A 401 without error number 1002 logs the user out (000 §4).
    if (token && error.endsSession) sessionStore.signOut();
    throw error;
  }
  if (data === undefined)
    throw new ApiRequestError(res.status, {
      err_message: ERRORS.no_response_data,
      err_code: 'no_response_data',
    });
  return data as ResponseOf<C>;
}
