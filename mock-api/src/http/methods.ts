import { ApiError } from './api-error';

/**
 * The methods the mock API serves somewhere. A request with any other method (TRACE, PROPFIND, ...) is answered
 * 405 at a path that exists and 501 elsewhere; it never reaches a handler, nor the Fetch `Request` constructor,
 * which refuses TRACE, TRACK and CONNECT.
 */
export const SERVED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const ORDER = new Map(SERVED_METHODS.map((m, i) => [m, i]));

/** The `Allow` header of a path whose operations answer these methods: HEAD wherever GET is, OPTIONS always. */
export function allowHeader(methods: readonly string[]): string {
  const all = new Set(methods.map((m) => m.toUpperCase()));
  if (all.has('GET')) all.add('HEAD');
  all.add('OPTIONS');
  return [...all].sort((a, b) => (ORDER.get(a) ?? 99) - (ORDER.get(b) ?? 99)).join(', ');
}

/**
 * The answer to a method the path has no operation for, given the methods it has (none: the path is unknown);
 * undefined when the request is simply for an unknown route (404 is the caller's to give).
 */
export function unservedMethod(method: string, methodsAtPath: readonly string[]): ApiError | undefined {
  const upper = method.toUpperCase();
  if (methodsAtPath.length > 0) {
    return new ApiError(405, 'method_not_allowed', {}, { Allow: allowHeader(methodsAtPath) });
  }
  if (!SERVED_METHODS.includes(upper)) return new ApiError(501, 'method_not_implemented');
  return undefined;
}
