import { HttpResponse } from 'msw';
import type { z } from 'zod';

/**
 * Reads a control API request's JSON body with a schema: the value, or the 400 answer naming the field. Every
 * control module reads its body through this, below the module that gathers them.
 */
export async function parse<S extends z.ZodType>(
  schema: S,
  request: Request,
): Promise<z.infer<S> | Response> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return HttpResponse.json(
      { err_message: 'The request body is not valid JSON', err_code: 'invalid_json' },
      { status: 400 },
    );
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return HttpResponse.json(
    { err_message: `${issue?.path.join('.') || 'body'}: ${issue?.message}`, err_code: 'validation' },
    { status: 400 },
  );
}
