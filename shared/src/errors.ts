import * as ERRORS from './error-texts';

/**
 * The error catalogue (error-texts.ts): a stable code for every error the specification names, mapped to its exact
 * text. The mock API answers with these texts; the apps show them.
 */
export { ERRORS };

export type ErrorCode = keyof typeof ERRORS;

/** The wire shape of every error answer. */
export interface ApiErrorBody {
  err_message: string;
  err_code: ErrorCode | string;
  ErrorNumber?: number;
  errors?: { path: string; message: string }[];
}

/** The error number that marks a 401 that must not log the user out. */
export const ERROR_NUMBER_KEEP_SESSION = 1002;

/**
 * Text extraction order: a plain string; else err_message; else message; else error.message;
 * else the error's own message; else "unknown error".
 */

export function errorText(err: unknown): string {
  if (typeof err === 'string') return err;
  if (err && typeof err === 'object') {
    const e = err as { data?: unknown; message?: unknown; error?: { message?: unknown } };
    const data = e.data as { err_message?: unknown; message?: unknown } | string | undefined;
    if (typeof data === 'string' && data) return data;
    if (data && typeof data === 'object') {
      if (typeof data.err_message === 'string' && data.err_message) return data.err_message;
      if (typeof data.message === 'string' && data.message) return data.message;
    }
    if (typeof e.error?.message === 'string' && e.error.message) return e.error.message;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return ERRORS.unknown_error;
}
