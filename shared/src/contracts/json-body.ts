/**
 * The one rule of request body types, which the mock's pipeline applies and the OpenAPI document and the README
 * state. Plain text is what `fetch` declares for a string body when the caller names no type, and a body without
 * any type is what a bare client sends, so both are read as JSON rather than refused; the apps always say
 * application/json.
 */
export const JSON_BODY_RULE =
  'The body is JSON, sent as application/json (or an application/*+json type); text/plain and a body without ' +
  'Content-Type are read as JSON too. A body of any other type answers 415.';

/** The body types read as JSON besides application/json itself. */
export const JSON_BODY_TYPES = ['application/json', 'text/plain'] as const;

/** Whether a request body with this Content-Type (null: none) is read as JSON; any other is refused with 415. */
export function isJsonBodyType(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (JSON_BODY_TYPES as readonly string[]).includes(type) || /^application\/[\w.+-]+\+json$/.test(type);
}
