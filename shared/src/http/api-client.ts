import { API_TIMEOUT_MS } from '../config';
import type { BodyInputOf, ContractDef, QueryInputOf, ResponseOf } from '../contracts/define';
import { STORE_PREFIX } from '../contracts/store-prefix';
import { ERRORS } from '../errors';
import { tellWatchers } from './answer-watch';
import { ApiRequestError, retryAfterSeconds } from './api-error';
import { ConditionalReads } from './conditional-reads';
import { contractUrl } from './contract-url';
import { fetchWithRedirectLimit, TooManyRedirectsError } from './follow-redirect';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotency';

export interface ApiClientConfig {
  /** Where the API lives, absolute (a relative base cannot be fetched outside a page). */
  baseUrl: () => string;
  /** Path parameters every call shares (the provider's `spid`). */
  defaultParams?: Record<string, string>;
  /** The token to send, if any (may refresh it first). */
  getToken: () => string | undefined | Promise<string | undefined>;
  /** The header that carries the token. */
  tokenHeader: (token: string) => readonly [name: string, value: string];
  /** Told when an answer ends the session (a 401 without error number 1002 to a call that sent a token). */
  onSessionEnd?: () => void;
  /**
   * Asked once when such an answer comes back: a token the backend's clock has run past (a jump of the simulated
   * clock) is exchanged silently, and the call sent again with the new one. Resolves false when it could not be.
   */
  renewToken?: () => Promise<boolean>;
  /** Checks each body against its contract before sending: a development aid, off in production builds. */
  checkBodies?: boolean;
  /** Shows every answer to the development tools watching (`watchAnswers`): off in production builds. */
  observeAnswers?: boolean;
  /**
   * Sends the tag of the last answer of a read in If-None-Match and takes a 304 as that answer again, for an app
   * whose screens poll.
   */
  conditionalReads?: boolean;
  fetch?: typeof fetch;
}

export interface CallInput<C extends ContractDef> {
  /** Path parameters other than the shared ones. */
  params?: Record<string, string | number>;
  query?: QueryInputOf<C>;
  body?: BodyInputOf<C>;
  /** Sends no token even when signed in. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** How long to wait for the answer: the API's 65 s unless a service has its own. */
  timeoutMs?: number;
  /** For an idempotent contract: the key of the user action this call belongs to (a fresh one if not given). */
  idempotencyKey?: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  anonymous?: boolean;
  /** Sent again after the token was renewed: not renewed twice. */
  renewed?: boolean;
  /** What an empty answer is called (default "No response data"). */
  emptyAnswer?: 'no_response_data' | 'no_response_data_call';
  /** The contract this request calls, for the development tools watching answers. */
  contract?: ContractDef;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  data: unknown;
}

export interface ApiClient {
  /** Calls one contract of the registry: typed input, typed answer, errors as ApiRequestError. */
  call<C extends ContractDef>(contract: C, input?: CallInput<C>): Promise<ResponseOf<C>>;
  /** One request to an address relative to the base, with the same token, errors and session rule. */
  request(path: string, options?: RequestOptions): Promise<ApiAnswer>;
}

/** A failed call whose answer had no message is named by its action (the contract id): "unknown error in …". */
function namedFailure(error: unknown, actionName: string): unknown {
  if (!(error instanceof ApiRequestError) || error.message !== ERRORS.unknown_error) return error;
  return new ApiRequestError(error.status, {
    ...(typeof error.data === 'object' ? error.data : {}),
    err_message: ERRORS.unknown_error_in_action.replace('{ActionName}', actionName),
    err_code: 'unknown_error_in_action',
  });
}

const method = (options: RequestOptions) => (options.method ?? 'GET').toUpperCase();

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const conditional = config.conditionalReads ? new ConditionalReads() : undefined;

  async function send(path: string, options: RequestOptions): Promise<ApiAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const token = options.anonymous ? undefined : await config.getToken();
    if (token) {
      const [name, value] = config.tokenHeader(token);
      headers[name] = value;
    }
    const reads = method(options) === 'GET' ? conditional : undefined;
    const tag = reads?.tagOf(path);
    if (tag) headers['if-none-match'] = tag;
    // The token may have taken a refresh: a caller that gave up meanwhile gets its cancellation, not a request.
    options.signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
    let res: Response;
    try {
      res = await fetchWithRedirectLimit(doFetch, config.baseUrl() + path, {
        method: method(options),
        headers,
        body: options.body,
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // An answer came, only not one to use: not a lost call to send again.
      if (error instanceof TooManyRedirectsError)
        throw new ApiRequestError(error.status, {
          err_message: ERRORS.something_wrong,
          err_code: 'too_many_redirects',
        });
      // Said apart from a dropped connection: the server may still be working on it, so the page says "too long".
      const code = timeout.aborted ? 'timeout' : 'network';
      throw new ApiRequestError(0, { err_message: ERRORS.network, err_code: code });
    }
    // A body cut off on its way (the page being left, the connection dropped) is no answer: the status line
    // alone must not end a session or report a failure the server never finished saying.
    let text: string;
    try {
      text = await res.text();
    } catch {
      throw new ApiRequestError(0, { err_message: ERRORS.network, err_code: 'network' });
    }
    const unchanged = res.status === 304 ? reads?.confirmed(path) : undefined;
    if (unchanged) {
      if (config.observeAnswers)
        tellWatchers({
          contract: options.contract,
          method: method(options),
          path,
          status: 304,
          data: undefined,
        });
      return unchanged;
    }
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiRequestError(res.status || 502, {
        err_message: ERRORS.something_wrong,
        err_code: 'malformed',
      });
    }
    if (config.observeAnswers)
      tellWatchers({ contract: options.contract, method: method(options), path, status: res.status, data });
    if (!res.ok) {
      const error = new ApiRequestError(
        res.status,
        (data ?? text) as ApiRequestError['data'],
        retryAfterSeconds(res.headers),
      );
      if (token && error.endsSession) {
        if (!options.renewed && config.renewToken && (await config.renewToken()))
          return send(path, { ...options, renewed: true });
        config.onSessionEnd?.();
      }
      throw error;
    }
    if (data === undefined || data === null) {
      const code = options.emptyAnswer ?? 'no_response_data_call';
      // Each text named, not looked up by its code, so the bundle carries only these two of the catalogue.
      const text = code === 'no_response_data' ? ERRORS.no_response_data : ERRORS.no_response_data_call;
      throw new ApiRequestError(res.status, { err_message: text, err_code: code });
    }
    const answer = { status: res.status, headers: res.headers, text, data };
    reads?.remember(path, answer);
    return answer;
  }

  async function call<C extends ContractDef>(contract: C, input: CallInput<C> = {}): Promise<ResponseOf<C>> {
    if (config.checkBodies && contract.body && input.body !== undefined) {
      const checked = contract.body.safeParse(input.body);
      if (!checked.success)
        throw new TypeError(`The body of ${contract.id} breaks its contract: ${checked.error.message}`);
    }
    const path = contractUrl(
      contract,
      { ...config.defaultParams, ...input.params },
      input.query ?? undefined,
    );
    const headers: Record<string, string> = {};
    if (contract.idempotent) headers[IDEMPOTENCY_HEADER] = input.idempotencyKey ?? newIdempotencyKey();
    const options: RequestOptions = {
      method: contract.method,
      headers,
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
      signal: input.signal,
      timeoutMs: input.timeoutMs,
      anonymous: input.anonymous,
      // The fibre and LFC calls of the provider-side store say so in lower case, as the specification has it.
      emptyAnswer: contract.path.startsWith(STORE_PREFIX) ? 'no_response_data' : 'no_response_data_call',
      contract,
    };
    try {
      try {
        return (await send(path, options)).data as ResponseOf<C>;
      } catch (error) {
        // No answer came back, so the server may or may not have acted: an idempotent call is sent once more
        // with the same key, which the server answers with its first result instead of acting twice.
        if (!(contract.idempotent && error instanceof ApiRequestError && error.noAnswer)) throw error;
        return (await send(path, options)).data as ResponseOf<C>;
      }
    } catch (error) {
      throw namedFailure(error, contract.id);
    }
  }

  return { call, request: (path, options = {}) => send(path, options) };
}
