import { ERRORS, type ApiErrorBody, type ErrorCode } from '@portal/shared';

/** Thrown by behaviours; the route turns it into the JSON error answer of the wire format. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly extra: Partial<Omit<ApiErrorBody, 'err_code'>> = {},
    /** Headers of the answer, such as Retry-After of a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(extra.err_message ?? ERRORS[code]);
  }

  body(): ApiErrorBody {
    return { ...this.extra, err_message: this.message, err_code: this.code };
  }
}

export const badRequest = (code: ErrorCode, extra?: ApiError['extra']) => new ApiError(400, code, extra);
export const notFound = (code: ErrorCode = 'not_found') => new ApiError(404, code);
export const forbidden = (code: ErrorCode = 'forbidden') => new ApiError(403, code);
export const unauthorized = (code: ErrorCode = 'no_auth_token') => new ApiError(401, code);
export const conflict = (code: ErrorCode, extra?: ApiError['extra']) => new ApiError(409, code, extra);
