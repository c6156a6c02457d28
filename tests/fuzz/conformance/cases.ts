import fc from 'fast-check';
import { allContracts } from '@portal/shared';
import type { PersonaKey } from '../../contract/harness';
import { exampleFor } from '../../contract/known-ids';
import { matches, type DocOperation, type DocParameter } from './document';
import { arbitraryOf, type JsonSchema } from './schema-arbitrary';

/** What a generated request tests. */
export type CaseKind = 'valid' | 'invalid' | 'no-token' | 'wrong-role' | 'foreign' | 'method';

export interface ConformanceCase {
  op: DocOperation;
  kind: CaseKind;
  method: string;
  /** Path below /api, parameters filled and encoded. */
  path: string;
  query: string;
  body?: string;
  headers: Record<string, string>;
  /** Who calls (a persona) or nobody. */
  as?: PersonaKey;
  /** What was made invalid, for the report. */
  detail: string;
  /**
   * Whether the request is what its kind says by the document's own validator: a valid case's drawn values all
   * valid, an invalid case's body or query refused. A case that is not is left out (counted as not drawn).
   */
  drawnRight: boolean;
}

const ROLE_PERSONA: Record<string, PersonaKey | undefined> = {
  customer: 'ana',
  operator: 'operator',
  admin: 'admin',
};
/** A token of a role the operation does not take. */
const WRONG_ROLE: Record<string, PersonaKey | undefined> = {
  customer: 'operator',
  operator: 'ana',
  admin: 'operator',
};
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', 'LOCK', 'MKCOL'];

const byId = new Map(allContracts.map((c) => [c.id, c]));

/**
 * A drawn value. A filter could loop for ever on a schema the drawing rarely meets, so a value the document's own
 * validator refuses is marked instead, and its case is left out when it is sent.
 */
const drawn = (schema: JsonSchema) => arbitraryOf(schema);

/** Query text of drawn parameter values; arrays repeat the key (form style, exploded), JSON ones are JSON text. */
function queryText(params: DocParameter[], values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const p of params) {
    const value = values[p.name];
    if (value === undefined) continue;
    if (p.json) search.append(p.name, JSON.stringify(value));
    else if (Array.isArray(value)) for (const item of value) search.append(p.name, String(item));
    else search.append(p.name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

function fillPath(op: DocOperation, values: Record<string, string>): string {
  return op.template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '68'));
}

/** Values of the parameters in one place (path or query): required ones always, optional ones sometimes. */
function parameterValues(params: DocParameter[]): fc.Arbitrary<Record<string, unknown>> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) shape[p.name] = drawn(p.schema);
  return fc.record(shape, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) });
}

/** A body that breaks the schema: a field of the wrong type, a required field left out, or not an object. */
function invalidBodyOf(schema: JsonSchema, valid: unknown): fc.Arbitrary<{ body: unknown; detail: string }> {
  const s = (typeof schema === 'object' ? schema : {}) as Record<string, unknown>;
  const properties = Object.keys((s.properties ?? {}) as object);
  const required = (s.required ?? []) as string[];
  const base =
    valid && typeof valid === 'object' && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {};
  const options: fc.Arbitrary<{ body: unknown; detail: string }>[] = [
    fc
      .constantFrom<unknown>(null, [], 'text', 12, true)
      .map((body) => ({ body, detail: `body ${JSON.stringify(body)}` })),
  ];
  if (properties.length) {
    options.push(
      fc
        .tuple(
          fc.constantFrom(...properties),
          fc.constantFrom<unknown>(12345, 'text', true, [], { a: 1 }, -1.5, ''),
        )
        .map(([name, value]) => ({
          body: { ...base, [name]: value },
          detail: `${name} = ${JSON.stringify(value)}`,
        })),
    );
  }
  if (required.length) {
    options.push(
      fc.constantFrom(...required).map((name) => {
        const rest = { ...base };
        delete rest[name];
        return { body: rest, detail: `without ${name}` };
      }),
    );
  }
  return fc.oneof(...options);
}

const idempotencyKey = fc.stringMatching(/^[\x21-\x7e]{8,40}$/);

/** The generated requests of one operation. */
export function casesOf(op: DocOperation): fc.Arbitrary<ConformanceCase> {
  const contract = byId.get(op.id);
  const example = (contract && exampleFor(contract)) ?? {};
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const exampleParams = example.params ?? {};
  const hasExampleParams = pathParams.every((p) => p.name in exampleParams);
  const as = example.as ?? ROLE_PERSONA[op.access];
  const drawnParams = parameterValues(pathParams).map((v) =>
    Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])),
  );
  // The example's ids reach the behaviour; drawn ones mostly find nothing (404), which is tested too.
  const params = hasExampleParams
    ? fc.oneof({ weight: 4, arbitrary: fc.constant(exampleParams) }, { weight: 1, arbitrary: drawnParams })
    : drawnParams;
  const body = op.body ? drawn(op.body.schema) : fc.constant(undefined);
  const request = fc.record({
    params,
    query: parameterValues(queryParams),
    body,
    key: idempotencyKey,
  });
  const idempotent = op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');

  const build = (
    kind: CaseKind,
    r: { params: Record<string, string>; query: Record<string, unknown>; body: unknown; key: string },
    who: PersonaKey | undefined,
    change: Partial<ConformanceCase> = {},
  ): ConformanceCase => ({
    op,
    kind,
    method: op.method,
    path: fillPath(op, r.params),
    query: queryText(queryParams, r.query),
    ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
    headers: {
      ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(idempotent ? { 'Idempotency-Key': r.key } : {}),
    },
    as: who,
    detail: '',
    drawnRight: true,
    ...change,
  });

  /** Whether the drawn parameters and body are all valid by the document. */
  const allValid = (r: { params: Record<string, string>; query: Record<string, unknown>; body: unknown }) =>
    pathParams.every((p) => r.params[p.name] === undefined || matches(p.schema, r.params[p.name])) &&
    queryParams.every((p) =>
      r.query[p.name] === undefined ? !p.required : matches(p.schema, r.query[p.name]),
    ) &&
    (!op.body || matches(op.body.schema, r.body));

  const kinds: fc.Arbitrary<ConformanceCase>[] = [
    request.map((r) => build('valid', r, as, { drawnRight: allValid(r) })),
    request.map((r) => build('valid', r, as, { drawnRight: allValid(r) })),
  ];
  if (op.body) {
    kinds.push(
      request.chain((r) =>
        invalidBodyOf(op.body!.schema, r.body).map(({ body: bad, detail }) =>
          // Only a body the document itself refuses counts as invalid.
          build('invalid', { ...r, body: bad }, as, { detail, drawnRight: !matches(op.body!.schema, bad) }),
        ),
      ),
    );
  }
  const requiredQuery = queryParams.filter((p) => p.required);
  if (requiredQuery.length) {
    kinds.push(
      fc.tuple(request, fc.constantFrom(...requiredQuery)).map(([r, p]) => {
        const query = { ...r.query };
        delete query[p.name];
        return build('invalid', { ...r, query }, as, { detail: `query without ${p.name}` });
      }),
    );
  }
  if (op.access === 'customer' || op.access === 'operator' || op.access === 'admin') {
    kinds.push(request.map((r) => build('no-token', r, undefined)));
    kinds.push(request.map((r) => build('wrong-role', r, WRONG_ROLE[op.access])));
  }
  if (op.access === 'guest') kinds.push(request.map((r) => build('no-token', r, undefined)));
  if (contract?.owner && hasExampleParams) {
    const foreign: PersonaKey = example.foreign ?? (as === 'tama' ? 'ana' : 'tama');
    kinds.push(request.map((r) => build('foreign', { ...r, params: exampleParams }, foreign)));
  }
  const missing = OTHER_METHODS.filter((m) => !op.pathMethods.includes(m));
  kinds.push(
    fc.tuple(request, fc.constantFrom(...missing)).map(([r, method]) =>
      // fetch sends no body with GET (nor HEAD).
      build('method', method === 'GET' ? { ...r, body: undefined } : r, as, { method, detail: method }),
    ),
  );
  return fc.oneof(...kinds);
}
