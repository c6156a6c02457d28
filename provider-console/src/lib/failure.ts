import { errorText } from '@portal/shared';
import { MAX_RETRIES, RETRY_BASE_MS } from './failure-policy';

/** What a failed call tells, whether it is the core's ApiRequestError or react-admin's HttpError around it. */
export interface FailureFacts {
  status: number | undefined;
  code: string | undefined;
  retryAfterS: number | undefined;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function failureFacts(error: unknown): FailureFacts {
  const e = (error ?? {}) as { status?: unknown; body?: unknown; data?: unknown; retryAfterS?: unknown };
  const body = (
    typeof e.body === 'object' && e.body ? e.body : typeof e.data === 'object' && e.data ? e.data : {}
  ) as {
    err_code?: unknown;
    retryAfterS?: unknown;
  };
  const retryAfter = e.retryAfterS ?? body.retryAfterS;
  return {
    status: typeof e.status === 'number' ? e.status : undefined,
    code: typeof body.err_code === 'string' ? body.err_code : undefined,
    retryAfterS: typeof retryAfter === 'number' ? retryAfter : undefined,
  };
}

/** A wait in words: "30 seconds", "2 minutes". */
export function waitInWords(seconds: number, translate: Translate): string {
  return seconds < 120
    ? translate('console.failure.seconds', { smart_count: seconds })
    : translate('console.failure.minutes', { smart_count: Math.ceil(seconds / 60) });
}

/**
 * The sentence that names a failure. Failures the client itself detected (no answer, too slow, an unreadable answer)
 * are said in plain words; a throttled call says how long to wait; otherwise the API's own err_message, or the
 * status when it gave none.
 */
export function failureMessage(error: unknown, translate: Translate): string {
  const { status, code, retryAfterS } = failureFacts(error);
  if (code === 'timeout') return translate('console.failure.timeout');
  if (code === 'network') return translate('console.failure.network');
  if (code === 'malformed') return translate('console.failure.malformed');
  if (status === 429)
    return retryAfterS !== undefined
      ? translate('console.failure.rate_limited_wait', { wait: waitInWords(retryAfterS, translate) })
      : translate('console.failure.rate_limited');
  const text = errorText(error);
  if (status !== undefined && status >= 500 && !text.trim())
    return translate('console.failure.server', { status });
  return status !== undefined && status >= 500
    ? translate('console.failure.server_said', { status, text })
    : text;
}

/**
 * Retried: a dropped connection and a server error, which may pass. Not retried: a refusal (4xx), a throttled call
 * (its Retry-After is said instead of sending more), an answer too slow or unreadable (sending it again costs as much).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const { status, code } = failureFacts(error);
  if (code === 'timeout' || code === 'malformed') return false;
  return status === 0 || (status !== undefined && status >= 500);
}

export const retryDelay = (attempt: number) => RETRY_BASE_MS * 2 ** attempt;

/**
 * The query options of every read the console shows: bounded retrying, and no passing notification, since the
 * page itself says what failed where the data would be.
 */
export const readQueryOptions = {
  retry: shouldRetry,
  retryDelay,
  onError: () => undefined,
};
