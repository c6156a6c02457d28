import { isJsonBodyType, MAX_BODY_BYTES, MAX_BODY_DEPTH, MAX_PATH_SEGMENT_CHARS } from '@portal/shared';
import { ApiError, badRequest } from './api-error';

/** Keys that would reach an object's prototype if a behaviour ever merged the body into a record. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A raw path segment decoded; a malformed percent-escape or invalid UTF-8 is the caller's fault (400). */
export function decodeSegment(raw: string): string {
  if (raw.length > MAX_PATH_SEGMENT_CHARS) throw new ApiError(414, 'path_segment_too_long');
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest('bad_percent_escape');
  }
}

/** A body declared as another format (a form, XML, multipart) is refused rather than guessed at (JSON_BODY_RULE). */
export function checkContentType(contentType: string | null): void {
  if (!isJsonBodyType(contentType)) throw new ApiError(415, 'unsupported_media_type');
}

/** Parses a JSON body and refuses one that is too large, too deep or carries a prototype key. */
export function parseJsonBody(text: string): unknown {
  if (text.length > MAX_BODY_BYTES / 4 && new TextEncoder().encode(text).length > MAX_BODY_BYTES)
    throw new ApiError(413, 'body_too_large');
  if (!text.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('invalid_json');
  }
  inspect(value);
  return value;
}

/** Walks the parsed body without recursion, so no nesting depth can exhaust the stack. */
function inspect(root: unknown): void {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) throw badRequest('body_too_deep');
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) throw badRequest('forbidden_key');
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
}
