import { ERROR_NUMBER_KEEP_SESSION, errorText, type ApiErrorBody } from '../errors';

export type ApiErrorData = Partial<ApiErrorBody> | string | undefined;

/** A 401 without error number 1002 ends the session; every other answer keeps it. */
export function endsSession(status: number | undefined, data: unknown): boolean {
  const errorNumber = typeof data === 'object' && data ? (data as ApiErrorBody).ErrorNumber : undefined;
  return status === 401 && errorNumber !== ERROR_NUMBER_KEEP_SESSION;
}

/** The seconds of a Retry-After header given in seconds; a date or no header is undefined. */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const value = headers.get('retry-after')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** An error answer of the API (or a failure to get one, status 0): its status, its body and the text to show. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly data: ApiErrorData,
    /** How long the server asked to wait before the next try (its Retry-After), when it said. */
    readonly retryAfterS?: number,
  ) {
    super(errorText({ data }));
  }

  get code(): string | undefined {
    return typeof this.data === 'object' ? this.data?.err_code : undefined;
  }

  get endsSession(): boolean {
    return endsSession(this.status, this.data);
  }

  /** No answer came back (the network failed): the same request may be sent again. */
  get noAnswer(): boolean {
    return this.status === 0;
  }

  /** Field messages of a validation answer of the body, by field name (`body.Address.City` → `Address.City`). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    if (typeof this.data !== 'object') return out;
    for (const e of this.data?.errors ?? []) {
      const [where, ...path] = e.path.split('.');
      if (where === 'body' && path.length) out[path.join('.')] ??= e.message;
    }
    return out;
  }
}
