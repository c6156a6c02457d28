import type { z } from 'zod';
import type { ContractDef } from './define';
import { responseStatuses } from './statuses';

/**
 * Where an answer differs from what its contract promises: a field missing, one the contract does not know, one of
 * another type or value, or a status the contract does not list. Used by `pnpm contract:check` against a live API
 * and, in development and demo builds, on every answer the apps receive.
 */
export interface DriftFinding {
  kind: 'status' | 'missing' | 'extra' | 'type' | 'value';
  /** The field's path in the answer (`Customers.0.Email`); empty for the status. */
  field: string;
  expected: string;
  came: string;
}

/** The statuses a contract documents: its success and every refusal the API document lists for it. */
export function documentedStatuses(contract: ContractDef): number[] {
  return [contract.status ?? 200, ...responseStatuses(contract).keys()];
}

/** A short, readable picture of a value as it came. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 40 ? `${text.slice(0, 37)}…` : text}`;
}

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );

const pathText = (path: readonly PropertyKey[]) => path.map(String).join('.');

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** Fields the schema does not name, in objects that do not take others; walks lists, records and unions. */
function extraFields(schema: z.ZodType, value: unknown, path: PropertyKey[], out: DriftFinding[]): void {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      if (def.innerType) extraFields(def.innerType, value, path, out);
      return;
    case 'pipe':
      if (def.in) extraFields(def.in, value, path, out);
      return;
    case 'lazy':
      if (def.getter) extraFields(def.getter(), value, path, out);
      return;
    case 'intersection':
      // Each side knows only its own fields: only fields neither side names are extra.
      return;
    case 'union': {
      const fitting = def.options?.find((option) => option.safeParse(value).success);
      if (fitting) extraFields(fitting, value, path, out);
      return;
    }
    case 'array':
      if (Array.isArray(value) && def.element)
        value.forEach((item, i) => extraFields(def.element as z.ZodType, item, [...path, i], out));
      return;
    case 'record':
      if (value && typeof value === 'object' && def.valueType)
        for (const [key, item] of Object.entries(value))
          extraFields(def.valueType, item, [...path, key], out);
      return;
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      const shape = def.shape ?? {};
      const takesOthers = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
      for (const [key, item] of Object.entries(value)) {
        const field = shape[key];
        if (field) extraFields(field, item, [...path, key], out);
        else if (!takesOthers)
          out.push({
            kind: 'extra',
            field: pathText([...path, key]),
            expected: 'no such field',
            came: describeValue(item),
          });
      }
      return;
    }
    default:
      return;
  }
}

type Issue = z.core.$ZodIssue;

/** Each issue as a finding; a union's is told by the form that came closest (the fewest issues). */
function findingsOf(
  issues: readonly Issue[],
  data: unknown,
  prefix: PropertyKey[],
  out: DriftFinding[],
): void {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    const came = valueAt(data, path);
    const field = pathText(path);
    if (issue.code === 'invalid_type') {
      const expected = String(issue.expected);
      out.push(
        came === undefined
          ? { kind: 'missing', field, expected, came: 'nothing' }
          : { kind: 'type', field, expected, came: describeValue(came) },
      );
    } else if (issue.code === 'invalid_union' && issue.errors.length) {
      // A form whose very type the value has (a list for a list) comes before one it is not at all.
      const misses = (errors: readonly Issue[]) =>
        errors.some((e) => e.path.length === 0 && e.code === 'invalid_type') ? 1e6 : errors.length;
      const closest = [...issue.errors].sort((a, b) => misses(a) - misses(b))[0] ?? [];
      findingsOf(closest, data, path, out);
    } else {
      out.push({ kind: 'value', field, expected: issue.message, came: describeValue(came) });
    }
  }
}

/** What a successful answer's body breaks of its schema, field by field. */
export function bodyDrift(schema: z.ZodType, data: unknown): DriftFinding[] {
  const out: DriftFinding[] = [];
  const check = schema.safeParse(data);
  if (!check.success) findingsOf(check.error.issues, data, [], out);
  extraFields(schema, data, [], out);
  return out;
}

/**
 * How one answer differs from its contract: a status it does not list and, for a success, the body's fields.
 * Server failures (5xx) and lost answers are failures, not drift, and are left to the caller to report.
 */
export function answerDrift(contract: ContractDef, status: number, data: unknown): DriftFinding[] {
  if (status === 0 || status >= 500) return [];
  const out: DriftFinding[] = [];
  const listed = documentedStatuses(contract);
  if (!listed.includes(status))
    out.push({ kind: 'status', field: '', expected: listed.join(', '), came: String(status) });
  // A file (an invoice's PDF) has no JSON body to compare.
  if (status >= 200 && status < 300 && !(data instanceof Uint8Array))
    out.push(...bodyDrift(contract.response, data));
  return out;
}
