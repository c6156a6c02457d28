import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { ContractDef } from '@portal/shared';
import type { MockApi } from '@portal/mock-api';
import { DEMO_PASSWORD, type personaDirectory } from '@portal/fixtures';

/** The personas tests call as, by a short key. */
export const PERSONA_EMAIL = {
  ana: 'ana.postpay@example.co.nz',
  tama: 'tama.prepay@example.co.nz',
  multi: 'multi.accounts@example.co.nz',
  newcomer: 'new.customer@example.co.nz',
  unverified: 'unverified@example.co.nz',
  suspended: 'suspended@example.co.nz',
  operator: 'operator@provider.example.nz',
  admin: 'admin@provider.example.nz',
} as const satisfies Record<string, (typeof personaDirectory)[number]['login']>;
export type PersonaKey = keyof typeof PERSONA_EMAIL;

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * How to call one contract legitimately, so the generated suite can derive the bad, unauthenticated and foreign
 * calls from it. Every contract in the registry needs one (a test checks), so a new endpoint is covered at once.
 */
export interface ContractExample extends CallInput {
  /** Who calls it legitimately (not needed for public routes). */
  as?: PersonaKey;
  /** A persona that must not reach this resource. Defaults: another customer for customer routes. */
  foreign?: PersonaKey;
  /** A body that must be refused with a 4xx (defaults to a few generated ones). */
  badBody?: unknown;
  /** A query that must be refused with a 4xx. */
  badQuery?: Record<string, string>;
  /** Expected status of the legitimate call, when not 2xx. */
  status?: number;
  /** For idempotent operations: another valid body, which must not reuse the first call's key. */
  otherBody?: unknown;
}

export type Examples = Record<string, ContractExample | ((ids: KnownIds) => ContractExample)>;

/** Ids the examples may use: each persona's first customer account and login. */
export interface KnownIds {
  customer: Record<PersonaKey, string>;
  login: Record<PersonaKey, string>;
}

export interface Runtime {
  name: string;
  base: string;
  reset(): Promise<void>;
}

/**
 * A reset that reseeds only when something changed since the last one. Most generated cases are refusals that must
 * store nothing, and a reseed costs far more than the call; a case that did change something (a table write, the
 * clock, a scenario, a remembered idempotent answer) still starts the next one from the fixtures.
 */
export function resetWhenChanged(api: MockApi): () => Promise<void> {
  const fingerprint = () =>
    JSON.stringify([Object.values(api.ctx.db).map((table) => table.writes), api.ctx.sim.snapshot()]);
  let pristine = '';
  return async () => {
    if (fingerprint() === pristine) return;
    await api.reset();
    pristine = fingerprint();
  };
}

export interface CallResult {
  status: number;
  body: unknown;
  headers: Headers;
}

export function fillPath(contract: ContractDef, params: Record<string, string> = {}): string {
  return contract.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? '68'),
  );
}

export async function call(
  runtime: Runtime,
  contract: ContractDef,
  input: CallInput,
  token?: string,
  rawBody?: string,
  extraHeaders: Record<string, string> = {},
): Promise<CallResult> {
  const url = new URL(runtime.base + '/api' + fillPath(contract, input.params));
  for (const [k, v] of Object.entries(input.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (rawBody !== undefined) body = rawBody;
  else if (input.body !== undefined) body = JSON.stringify(input.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method: contract.method.toUpperCase(), headers, body });
  // A file answer (an invoice PDF) is checked as bytes.
  if (res.ok && res.headers.get('content-type') === 'application/pdf')
    return { status: res.status, body: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: kept as text, the assertion will say so */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export async function signIn(
  base: string,
  persona: PersonaKey,
): Promise<{ token: string; loginUUID: string }> {
  const res = await fetch(`${base}/api/v2/68/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      IdentityProvider: 'LOCAL',
      AuthID: PERSONA_EMAIL[persona],
      AuthCode: DEMO_PASSWORD,
      SPID: 68,
    }),
  });
  if (!res.ok) throw new Error(`sign-in of ${persona} failed: ${res.status} ${await res.text()}`);
  const data = (await res.json()) as { JWT: string; UUID: string };
  return { token: data.JWT, loginUUID: data.UUID };
}

/** A request through node:http, which (unlike fetch) sends any method, TRACE included. */
export function rawRequest(base: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((ok, fail) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}
