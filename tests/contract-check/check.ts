import { allContracts, answerDrift, contracts, type ContractDef, type DriftFinding } from '@portal/shared';
import { examples } from '../contract/examples';
import {
  fillPath,
  PERSONA_EMAIL,
  type ContractExample,
  type KnownIds,
  type PersonaKey,
} from '../contract/harness';
import { knownIds as fixtureIds } from '../contract/known-ids';

/** A login to call as: an email and password, or a token already issued. */
export type Credential = { email: string; password: string } | { token: string };

export interface CheckOptions {
  /** The API base, as the apps' VITE_API_BASE (`http://127.0.0.1:4000/api`). */
  base: string;
  /** Who may be called as; an operation whose example needs someone else is skipped and said so. */
  credentials: Partial<Record<PersonaKey, Credential>>;
  /** Sends writes too (on a test account): by default only reads (GET) are sent. */
  writes?: boolean;
  /** Only the operations whose id starts with one of these. */
  only?: readonly string[];
  timeoutMs?: number;
  onProgress?: (done: number, total: number, row: CheckRow) => void;
}

export type Outcome = 'ok' | 'drift' | 'failed' | 'refused' | 'skipped';

/** One operation's result, as the table and the JSON report give it. */
export interface CheckRow {
  operation: string;
  method: string;
  path: string;
  outcome: Outcome;
  /** The answer's status (0: no answer). */
  status?: number;
  latencyMs?: number;
  findings: DriftFinding[];
  /** Why it was skipped, refused or failed. */
  note?: string;
}

const SPID = '68';

async function send(
  options: CheckOptions,
  contract: ContractDef,
  example: ContractExample,
  token: string | undefined,
): Promise<{ status: number; data: unknown; ms: number }> {
  const url = new URL(
    options.base.replace(/\/$/, '') + fillPath(contract, { spid: SPID, ...example.params }),
  );
  for (const [k, v] of Object.entries(example.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (example.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const res = await fetch(url, {
    method: contract.method.toUpperCase(),
    headers,
    body: example.body === undefined ? undefined : JSON.stringify(example.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const isFile = !(res.headers.get('content-type') ?? '').includes('json');
  const bytes = new Uint8Array(await res.arrayBuffer());
  const ms = Math.round(performance.now() - started);
  if (isFile && res.ok) return { status: res.status, data: bytes, ms };
  const text = new TextDecoder().decode(bytes);
  try {
    return { status: res.status, data: text ? JSON.parse(text) : undefined, ms };
  } catch {
    return { status: res.status, data: text, ms };
  }
}

/** Signs each persona in (or takes its token) and reads its first account, as the examples need. */
async function sessionsOf(options: CheckOptions) {
  const tokens = new Map<PersonaKey, string>();
  const ids: KnownIds = { customer: { ...fixtureIds.customer }, login: { ...fixtureIds.login } };
  const problems = new Map<PersonaKey, string>();
  for (const [persona, credential] of Object.entries(options.credentials) as [PersonaKey, Credential][]) {
    try {
      let token: string;
      if ('token' in credential) token = credential.token;
      else {
        const auth = await send(
          options,
          contracts.auth.signIn,
          {
            body: {
              IdentityProvider: 'LOCAL',
              AuthID: credential.email,
              AuthCode: credential.password,
              SPID: 68,
            },
          },
          undefined,
        );
        const answer = auth.data as { JWT?: string; UUID?: string };
        if (auth.status >= 300 || !answer.JWT) throw new Error(`sign-in answered ${auth.status}`);
        token = answer.JWT;
        if (answer.UUID) ids.login[persona] = answer.UUID;
      }
      tokens.set(persona, token);
      if (persona === 'operator' || persona === 'admin') continue;
      const mine = await send(options, contracts.customer.listMine, {}, token);
      const first = (mine.data as { Customers?: { UUID: string }[] }).Customers?.[0]?.UUID;
      if (first) ids.customer[persona] = first;
    } catch (error) {
      problems.set(persona, error instanceof Error ? error.message : String(error));
    }
  }
  return { tokens, ids, problems };
}

const isRead = (c: ContractDef) => c.method === 'get';

/**
 * Sends every contract's documented legitimate call to a live API and compares each answer with its contract:
 * the status (listed or not), the body's fields (missing, extra, of another type or value) and the latency.
 */
export async function checkContracts(options: CheckOptions): Promise<CheckRow[]> {
  const { tokens, ids, problems } = await sessionsOf(options);
  const chosen = allContracts.filter(
    (c) =>
      c.method !== ('head' as string) &&
      (!options.only?.length || options.only.some((p) => c.id.startsWith(p))),
  );
  // Reads first: a write (a sign-out, a deletion) may change what a later read finds.
  const ordered = [...chosen.filter(isRead), ...chosen.filter((c) => !isRead(c))];
  const rows: CheckRow[] = [];
  for (const contract of ordered) {
    const row = await checkOne(options, contract, tokens, ids, problems);
    rows.push(row);
    options.onProgress?.(rows.length, ordered.length, row);
  }
  return rows;
}

async function checkOne(
  options: CheckOptions,
  contract: ContractDef,
  tokens: Map<PersonaKey, string>,
  ids: KnownIds,
  problems: Map<PersonaKey, string>,
): Promise<CheckRow> {
  const row: CheckRow = {
    operation: contract.id,
    method: contract.method.toUpperCase(),
    path: contract.path,
    outcome: 'skipped',
    findings: [],
  };
  const given = examples[contract.id];
  const example = typeof given === 'function' ? given(ids) : given;
  if (!example) return { ...row, note: 'no documented example' };
  if (!isRead(contract) && !options.writes) return { ...row, note: 'a write: sent only with --writes' };
  if (example.as && !tokens.has(example.as))
    return {
      ...row,
      note: problems.get(example.as)
        ? `${example.as} (${PERSONA_EMAIL[example.as]}) could not sign in: ${problems.get(example.as)}`
        : `needs ${example.as}'s login (${PERSONA_EMAIL[example.as]}): give it with --as`,
    };
  try {
    const answer = await send(options, contract, example, example.as ? tokens.get(example.as) : undefined);
    row.status = answer.status;
    row.latencyMs = answer.ms;
    row.findings = answerDrift(contract, answer.status, answer.data);
    if (answer.status >= 500) {
      row.outcome = 'failed';
      row.note = errorText(answer.data) ?? 'server error';
    } else if (row.findings.length) row.outcome = 'drift';
    else if (answer.status >= 300 && answer.status !== example.status) {
      // A listed refusal is no drift, but the answer's body could not be compared: said so.
      row.outcome = 'refused';
      row.note = errorText(answer.data) ?? 'refused';
    } else row.outcome = 'ok';
  } catch (error) {
    row.outcome = 'failed';
    row.status = 0;
    row.note = error instanceof Error ? error.message : String(error);
  }
  return row;
}

const errorText = (data: unknown) =>
  data && typeof data === 'object' && typeof (data as { err_message?: unknown }).err_message === 'string'
    ? (data as { err_message: string }).err_message
    : undefined;

/** Drift or a failed call: what makes the check exit non-zero. */
export const hasDrift = (rows: readonly CheckRow[]) =>
  rows.some((r) => r.outcome === 'drift' || r.outcome === 'failed');
