import fc from 'fast-check';
import { signIn, type PersonaKey } from '../contract/harness';
import { badRequests, type BadRequest, type FuzzOptions } from './bad-requests';
import { operations } from './operations';

export interface FuzzFailure {
  operation: string;
  mutation: string;
  request: string;
  status: number;
  answer: string;
}

export interface FuzzSummary {
  runtime: string;
  count: number;
  operations: number;
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  /** Whether /api/health and a normal authenticated call still answered 200 afterwards. */
  healthyAfter: boolean;
}

const PERSONAS: PersonaKey[] = [
  'ana',
  'tama',
  'multi',
  'newcomer',
  'unverified',
  'suspended',
  'operator',
  'admin',
];

async function send(base: string, req: BadRequest, token?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (req.contentType) headers['content-type'] = req.contentType;
  const url = `${base}/api${req.path}${req.query ? `?${req.query}` : ''}`;
  return fetch(url, { method: req.op.method, headers, body: req.body as BodyInit | undefined });
}

/** What is wrong with an answer: a 5xx, or a 4xx without a JSON body naming err_message. */
async function problemOf(res: Response): Promise<string | undefined> {
  const text = await res.text();
  if (res.status >= 500) return text.slice(0, 300);
  if (res.status < 400) return undefined;
  try {
    const body = JSON.parse(text) as { err_message?: unknown };
    return typeof body.err_message === 'string' && body.err_message ? undefined : text.slice(0, 300);
  } catch {
    return `not JSON: ${text.slice(0, 300)}`;
  }
}

/**
 * Sends `count` generated bad requests (seeded, so a failure can be replayed) over every operation of the OpenAPI
 * document, each with a valid token of the role the operation needs, and checks the answers and the server's
 * health afterwards.
 */
export async function fuzz(
  runtime: string,
  base: string,
  count: number,
  seed: number,
  options: FuzzOptions = { malformedEscapes: true },
): Promise<FuzzSummary> {
  const ops = operations();
  const tokens = new Map<PersonaKey, string>();
  for (const persona of PERSONAS) tokens.set(persona, (await signIn(base, persona)).token);
  const summary: FuzzSummary = {
    runtime,
    count: 0,
    operations: ops.length,
    statuses: {},
    failures: [],
    healthyAfter: false,
  };
  for (const req of fc.sample(badRequests(ops, options), { numRuns: count, seed })) {
    let status = 0;
    let problem: string | undefined;
    try {
      const res = await send(base, req, req.op.as ? tokens.get(req.op.as) : undefined);
      status = res.status;
      problem = await problemOf(res);
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause;
      problem = `no answer: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`;
    }
    summary.count++;
    summary.statuses[status] = (summary.statuses[status] ?? 0) + 1;
    if (problem !== undefined) {
      summary.failures.push({
        operation: req.op.id,
        mutation: req.mutation,
        request: `${req.op.method} ${req.path.slice(0, 120)}${req.query ? `?${req.query.slice(0, 80)}` : ''}`,
        status,
        answer: problem,
      });
    }
  }
  const health = await fetch(`${base}/api/health`);
  const orders = await fetch(`${base}/api/v3/68/UFB_order`, {
    headers: { authorization: `Bearer ${tokens.get('operator')}` },
  });
  summary.healthyAfter = health.status === 200 && orders.status === 200;
  return summary;
}

/** The summary as a few lines of text. */
export function describeSummary(s: FuzzSummary): string {
  const statuses = Object.entries(s.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  // One line per kind of failure (status and what was broken), with its count and a first example.
  const kinds = new Map<string, { n: number; first: FuzzFailure }>();
  for (const f of s.failures) {
    const kind = `${f.status} ${f.mutation.replace(/[=\s].*$/, '')}`;
    const seen = kinds.get(kind);
    if (seen) seen.n++;
    else kinds.set(kind, { n: 1, first: f });
  }
  const failures = [...kinds].map(
    ([kind, { n, first }]) =>
      `  ${kind} ×${n}, e.g. ${first.operation} (${first.mutation}) ${first.request}\n      ${first.answer.slice(0, 200)}`,
  );
  return [
    `${s.runtime}: ${s.count} generated requests over ${s.operations} operations`,
    `  statuses: ${statuses}`,
    `  failures: ${s.failures.length}`,
    ...failures,
    `  healthy afterwards: ${s.healthyAfter ? 'yes' : 'NO'}`,
  ].join('\n');
}
