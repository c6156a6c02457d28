import type { z } from 'zod';
import { badRequest } from './api-error';

/** Query strings to an object; a repeated key becomes an array. */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] as string);
  }
  return out;
}

/** Parses with a schema; failure is a 400 whose err_message names the field. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = errors[0] as { path: string; message: string };
  return (() => {
    throw badRequest('validation', { err_message: `${first.path}: ${first.message}`, errors });
  })();
}
