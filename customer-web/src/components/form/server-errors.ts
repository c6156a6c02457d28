import { errorText } from '@portal/shared';

/**
 * Splits an API error into messages for the form's own fields and the rest. A validation answer names each
 * problem by path (`errors: [{ path: 'body.Email', message }]`); the first segment says where the value travelled
 * (body, query, params) and is dropped. A path can be renamed to the form's field with `rename`. Whatever no
 * field shows goes to the banner, so no message is lost.
 */
export function splitServerErrors(
  error: unknown,
  fieldNames: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): { fields: Record<string, string>; banner: string | undefined } {
  const listed = validationErrors(error);
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const { path, message } of listed) {
    const name = path.split('.').slice(1).join('.');
    const field = rename[name] ?? name;
    if (fieldNames.includes(field) && !fields[field]) fields[field] = message;
    else rest.push(message);
  }
  if (!listed.length) return { fields, banner: errorText(error) };
  return { fields, banner: rest.length ? rest.join(' ') : undefined };
}

function validationErrors(error: unknown): { path: string; message: string }[] {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  if (!data || typeof data !== 'object' || !Array.isArray(data.errors)) return [];
  return data.errors.filter(
    (e): e is { path: string; message: string } =>
      !!e && typeof e.path === 'string' && typeof e.message === 'string',
  );
}
