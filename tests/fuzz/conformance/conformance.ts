import fc from 'fast-check';
import { signIn, type PersonaKey } from '../../contract/harness';
import { casesOf, type CaseKind, type ConformanceCase } from './cases';
import { documentOperations, lastErrors, matches, writtenRule, type DocOperation } from './document';

export interface ConformanceProblem {
  kind: 'undocumented status' | 'schema mismatch' | 'unexpected answer';
  operation: string;
  case: CaseKind;
  request: string;
  status: number;
  detail: string;
}

export interface ConformanceSummary {
  runtime: string;
  count: number;
  operations: number;
  byKind: Partial<Record<CaseKind, number>>;
  statuses: Record<string, number>;
  problems: ConformanceProblem[];
  /** Generated cases left out: the drawing did not meet the document's schema (counted, not sent). */
  notDrawn: number;
  /** Valid-by-document requests refused as invalid (400 validation) by a rule the document does not carry. */
  validRefused: ConformanceProblem[];
  /** Valid-by-schema requests refused by a rule across fields that the document writes in a description. */
  refusedByWrittenRule: number;
  healthyAfter: boolean;
}

const PERSONAS: PersonaKey[] = ['ana', 'tama', 'multi', 'newcomer', 'operator', 'admin'];

/** The Allow header a path with these methods answers (HEAD wherever GET is, OPTIONS always). */
function allowOf(methods: string[]): string {
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  const all = new Set(methods);
  if (all.has('GET')) all.add('HEAD');
  all.add('OPTIONS');
  return [...all].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(', ');
}

/** What the case must get besides a documented status and a body matching its schema. */
function expectation(c: ConformanceCase, status: number, headers: Headers): string | undefined {
  switch (c.kind) {
    case 'no-token':
      return c.op.access === 'guest' || status === 401 ? undefined : `expected 401, got ${status}`;
    case 'wrong-role':
      return status === 403 ? undefined : `expected 403, got ${status}`;
    case 'foreign':
      return status === 404 || status === 403 ? undefined : `expected 404, got ${status}`;
    case 'invalid':
      return status >= 400 && status < 500 ? undefined : `invalid data (${c.detail}) answered ${status}`;
    case 'method': {
      if (status !== 405) return `expected 405, got ${status}`;
      const allow = allowOf(c.op.pathMethods);
      return headers.get('allow') === allow
        ? undefined
        : `Allow "${headers.get('allow')}", expected "${allow}"`;
    }
    default:
      return status < 500 ? undefined : `valid data answered ${status}`;
  }
}

/**
 * Sends `count` requests generated from the OpenAPI document (seeded) and checks each answer against it: the status
 * is one the operation lists, the body matches the schema listed for it, and each kind of case gets what it must
 * (401 without a token, 403 for the wrong role, 404 for another customer, a 4xx for invalid data, 405 for a
 * method the path lacks). `reset` brings the data back to the fixtures every so often.
 */
export async function conformance(
  runtime: string,
  base: string,
  count: number,
  seed: number,
  reset: () => Promise<void>,
): Promise<ConformanceSummary> {
  const ops = documentOperations();
  const tokens = new Map<PersonaKey, string>();
  const signInAll = async () => {
    for (const persona of PERSONAS) tokens.set(persona, (await signIn(base, persona)).token);
  };
  await signInAll();
  const summary: ConformanceSummary = {
    runtime,
    count: 0,
    operations: ops.length,
    byKind: {},
    statuses: {},
    problems: [],
    validRefused: [],
    refusedByWrittenRule: 0,
    notDrawn: 0,
    healthyAfter: false,
  };
  const generated = fc.constantFrom(...ops).chain(casesOf);
  for (const c of fc.sample(generated, { numRuns: count, seed })) {
    if (!c.drawnRight) {
      summary.notDrawn++;
      continue;
    }
    if (summary.count > 0 && summary.count % 150 === 0) {
      await reset();
      await signInAll();
      // A reset on a busy machine can outlast the server's keep-alive, and the client may then reuse a connection
      // the server is closing; one request outside the count takes that connection instead of a generated one.
      await fetch(`${base}/api/health`).catch(() => undefined);
    }
    const url = `${base}/api${c.path}${c.query ? `?${c.query}` : ''}`;
    const headers: Record<string, string> = { ...c.headers };
    const token = c.as && tokens.get(c.as);
    if (token) headers.authorization = `Bearer ${token}`;
    const what = `${c.method} ${c.path.slice(0, 100)}${c.query ? `?${c.query.slice(0, 80)}` : ''}`;
    const problem = (
      kind: ConformanceProblem['kind'],
      status: number,
      detail: string,
    ): ConformanceProblem => ({
      kind,
      operation: c.op.id,
      case: c.kind,
      request: what,
      status,
      detail,
    });
    summary.count++;
    summary.byKind[c.kind] = (summary.byKind[c.kind] ?? 0) + 1;
    let res: Response;
    try {
      res = await fetch(url, { method: c.method, headers, body: c.body });
    } catch (error) {
      const cause = (error as Error & { cause?: Error & { code?: string } }).cause;
      const why = cause ? ` (${cause.code ?? ''} ${cause.message})` : '';
      summary.problems.push(problem('unexpected answer', 0, `no answer: ${(error as Error).message}${why}`));
      continue;
    }
    const status = res.status;
    summary.statuses[status] = (summary.statuses[status] ?? 0) + 1;
    const text = await res.text();
    const expected = expectation(c, status, res.headers);
    if (expected)
      summary.problems.push(problem('unexpected answer', status, `${expected}: ${text.slice(0, 200)}`));
    if (c.kind === 'method') continue;
    if (!c.op.responses.has(status)) {
      summary.problems.push(problem('undocumented status', status, text.slice(0, 200)));
      continue;
    }
    const schema = c.op.responses.get(status);
    if (schema === undefined || (status === 204 && !text)) continue;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      summary.problems.push(problem('schema mismatch', status, `not JSON: ${text.slice(0, 200)}`));
      continue;
    }
    if (!matches(schema, body))
      summary.problems.push(problem('schema mismatch', status, `${lastErrors}: ${text.slice(0, 200)}`));
    const refusal = body as { err_code?: string; errors?: { path: string }[] };
    if (c.kind === 'valid' && status === 400) {
      // A request valid by the document may be refused only for a reason the document states: a rule across
      // fields written in a description, or a refusal its 400 names (a state of things no schema can know).
      const paths = refusal.err_code === 'validation' ? (refusal.errors ?? []).map((e) => e.path) : [];
      const named = refusal.err_code !== 'validation' && stated400(c.op, refusal.err_code);
      if (paths.length > 0 && paths.every((path) => writtenRule(c.op, path))) summary.refusedByWrittenRule++;
      else if (!named) summary.validRefused.push(problem('unexpected answer', status, text.slice(0, 200)));
    }
  }
  const health = await fetch(`${base}/api/health`);
  summary.healthyAfter = health.status === 200;
  return summary;
}

/**
 * Whether the operation's 400 names this refusal as one its behaviour gives for the state of things, not for the
 * request's shape: those whose rule the schemas must carry instead (a blank code, a weak password, nothing to
 * change) do not count, so a schema that leaves them out is found.
 */
function stated400(op: DocOperation, code: string | undefined): boolean {
  if (!code || SHAPE_REFUSALS.has(code)) return false;
  return (op.responseDescriptions.get(400) ?? '').includes(`${code} (`);
}

/** Refusals of a request's shape that a behaviour answers with its own code; the document's schemas carry each. */
const SHAPE_REFUSALS = new Set([
  'no_code',
  'no_identity_token',
  'no_payload',
  'password_policy',
  'name_required',
  'terms_not_accepted',
]);

/** The summary as a few lines of text: counts, then one line per kind of problem with a first example. */
export function describeConformance(s: ConformanceSummary): string {
  const statuses = Object.entries(s.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const group = (list: ConformanceProblem[]) => {
    const kinds = new Map<string, { n: number; first: ConformanceProblem }>();
    for (const p of list) {
      const key = `${p.kind} ${p.status} ${p.operation} (${p.case})`;
      const seen = kinds.get(key);
      if (seen) seen.n++;
      else kinds.set(key, { n: 1, first: p });
    }
    return [...kinds].map(
      ([key, { n, first }]) => `  ${key} ×${n}: ${first.request}\n      ${first.detail.slice(0, 300)}`,
    );
  };
  return [
    `${s.runtime}: ${s.count} requests from the document over ${s.operations} operations`,
    `  cases: ${JSON.stringify(s.byKind)}; not drawn to the schema, left out: ${s.notDrawn}`,
    `  statuses: ${statuses}`,
    `  undocumented statuses: ${s.problems.filter((p) => p.kind === 'undocumented status').length}`,
    `  schema mismatches: ${s.problems.filter((p) => p.kind === 'schema mismatch').length}`,
    `  unexpected answers: ${s.problems.filter((p) => p.kind === 'unexpected answer').length}`,
    ...group(s.problems),
    `  valid by the schemas, refused by a rule across fields the document writes out: ${s.refusedByWrittenRule}`,
    `  valid by the document, refused as invalid: ${s.validRefused.length}`,
    ...group(s.validRefused),
    `  healthy afterwards: ${s.healthyAfter ? 'yes' : 'NO'}`,
  ].join('\n');
}
