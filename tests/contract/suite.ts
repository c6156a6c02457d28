import { describe, expect, it, beforeAll, beforeEach } from 'vitest';
import {
  allContracts,
  documentedStatuses,
  ERRORS,
  IDEMPOTENCY_HEADER,
  type ContractDef,
} from '@portal/shared';
import { call, signIn, type ContractExample, type PersonaKey, type Runtime } from './harness';
import { examples } from './examples';
import { exampleFor, knownIds } from './known-ids';

export { exampleFor, knownIds };

const isErrorBody = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { err_message?: unknown }).err_message === 'string';

function expect4xx(result: { status: number; body: unknown }, what: string) {
  expect(result.status, `${what}: ${JSON.stringify(result.body)}`).toBeGreaterThanOrEqual(400);
  expect(result.status, `${what}: ${JSON.stringify(result.body)}`).toBeLessThan(500);
  expect(isErrorBody(result.body), `${what} answers err_message: ${JSON.stringify(result.body)}`).toBe(true);
}

/** Wrong-typed variants of a body: each field replaced by a value of another type. */
function brokenBodies(body: unknown): unknown[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [[], 'text'];
  const out: unknown[] = [[], 'text'];
  for (const key of Object.keys(body)) {
    const value = (body as Record<string, unknown>)[key];
    const wrong = typeof value === 'string' ? { nested: true } : typeof value === 'number' ? 'NaN' : 12345;
    out.push({ ...body, [key]: wrong });
  }
  return out;
}

/** Path parameters that fail validation: a wrong SPID and every other parameter not an id. */
function badParams(contract: ContractDef): Record<string, string> {
  const names = Object.keys(contract.params?.shape ?? {});
  return Object.fromEntries(names.map((n) => [n, n === 'spid' ? '69' : 'not-a-uuid']));
}

const defaultForeign = (as: PersonaKey | undefined): PersonaKey => (as === 'tama' ? 'ana' : 'tama');

/** The generated contract suite: the same cases for every runtime. */
export function contractSuite(makeRuntime: () => Promise<Runtime & { close(): Promise<void> }>) {
  let runtime: Runtime & { close(): Promise<void> };
  const tokens = new Map<PersonaKey, string>();
  const tokenOf = async (p: PersonaKey) => {
    if (!tokens.has(p)) tokens.set(p, (await signIn(runtime.base, p)).token);
    return tokens.get(p) as string;
  };

  beforeAll(async () => {
    runtime = await makeRuntime();
    return () => runtime.close();
  });
  beforeEach(async () => {
    await runtime.reset();
  });

  it('has an example for every contract in the registry', () => {
    const missing = allContracts.filter((c) => !examples[c.id]).map((c) => c.id);
    expect(missing).toEqual([]);
  });

  for (const contract of allContracts) {
    describe(`${contract.method.toUpperCase()} ${contract.path} (${contract.id})`, () => {
      const example = () => {
        const e = exampleFor(contract);
        if (!e) throw new Error(`no example for ${contract.id}`);
        return e;
      };
      const asToken = async (e: ContractExample) => (e.as ? tokenOf(e.as) : undefined);

      it('answers a legitimate call with data matching its contract', async () => {
        const e = example();
        const result = await call(runtime, contract, e, await asToken(e));
        if (e.status) expect(result.status, JSON.stringify(result.body)).toBe(e.status);
        else expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
        if (result.status < 300) {
          const parsed = contract.response.safeParse(result.body);
          expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
        }
      });

      if (contract.access !== 'public' && contract.access !== 'guest') {
        it('refuses a call without a token with 401', async () => {
          const result = await call(runtime, contract, example());
          expect(result.status).toBe(401);
          expect(isErrorBody(result.body)).toBe(true);
        });
        it('authenticates before it validates: no token with bad params and body is 401 without details', async () => {
          const e = example();
          const result = await call(runtime, contract, {
            ...e,
            params: badParams(contract),
            body: contract.body ? (e.badBody ?? []) : undefined,
          });
          expect(result.status, JSON.stringify(result.body)).toBe(401);
          expect(result.body).toEqual({ err_message: ERRORS.no_auth_token, err_code: 'no_auth_token' });
        });
        it('refuses a forged token with 401', async () => {
          const e = example();
          const token = await asToken(e);
          const forged = token ? token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA') : 'x.y.z';
          const result = await call(runtime, contract, e, forged);
          expect(result.status).toBe(401);
        });
      }

      if (contract.access === 'customer' && (contract.owner || contract.params)) {
        it("gives another customer's token 403 or 404 and none of the data", async () => {
          const e = example();
          if (!contract.owner && !e.foreign) return expect(contract.owner).toBeUndefined();
          const foreign = e.foreign ?? defaultForeign(e.as);
          const result = await call(runtime, contract, e, await tokenOf(foreign));
          expect([403, 404]).toContain(result.status);
          expect(isErrorBody(result.body)).toBe(true);
          expect(contract.response.safeParse(result.body).success).toBe(false);
        });
      }

      if (contract.access === 'customer' && contract.owner && contract.body) {
        it("gives another customer's token 403 or 404 for a bad body, not the validation details", async () => {
          const e = example();
          const foreign = e.foreign ?? defaultForeign(e.as);
          const result = await call(
            runtime,
            contract,
            { ...e, body: e.badBody ?? [] },
            await tokenOf(foreign),
          );
          expect([403, 404], JSON.stringify(result.body)).toContain(result.status);
          expect((result.body as { errors?: unknown }).errors).toBeUndefined();
        });
      }

      if (contract.idempotent) {
        it('replays the first answer for a repeated Idempotency-Key and refuses the key with another body', async () => {
          const e = example();
          const token = await asToken(e);
          const key = { [IDEMPOTENCY_HEADER]: `suite-${contract.id}-${Date.now()}` };
          const first = await call(runtime, contract, e, token, undefined, key);
          expect(first.status, JSON.stringify(first.body)).toBeLessThan(500);
          const again = await call(runtime, contract, e, token, undefined, key);
          expect(again.status).toBe(first.status);
          expect(again.body).toEqual(first.body);
          const other = e.otherBody ?? { ...(e.body as object), IdempotencyProbe: 1 };
          const changed = await call(runtime, contract, { ...e, body: other }, token, undefined, key);
          expect(changed.status, JSON.stringify(changed.body)).toBe(422);
          expect(changed.body).toMatchObject({ err_message: ERRORS.idempotency_mismatch });
        });
      }

      if (contract.conditional) {
        it('tags its answer and answers 304 without a body to If-None-Match while nothing changed', async () => {
          const e = example();
          const token = await asToken(e);
          const first = await call(runtime, contract, e, token);
          expect(first.status, JSON.stringify(first.body)).toBe(200);
          const tag = first.headers.get('etag');
          expect(tag).toMatch(/^"[0-9a-z]+"$/);
          expect(documentedStatuses(contract)).toContain(304);
          const same = await call(runtime, contract, e, token, undefined, { 'if-none-match': tag! });
          expect(same.status).toBe(304);
          expect(same.body).toBeUndefined();
          expect(same.headers.get('etag')).toBe(tag);
          const other = await call(runtime, contract, e, token, undefined, { 'if-none-match': '"other"' });
          expect(other.status).toBe(200);
          expect(other.body).toEqual(first.body);
          // The tag is the answer's: a refused caller learns nothing from sending it.
          const anonymous = await call(runtime, contract, e, undefined, undefined, { 'if-none-match': tag! });
          expect(anonymous.status).toBe(401);
        });
      }

      if (contract.access === 'operator' || contract.access === 'admin') {
        it('refuses a customer token with 403', async () => {
          const result = await call(runtime, contract, example(), await tokenOf('ana'));
          expect(result.status).toBe(403);
        });
      }
      if (contract.access === 'admin') {
        it('refuses an operator token with 403', async () => {
          const result = await call(runtime, contract, example(), await tokenOf('operator'));
          expect(result.status).toBe(403);
        });
      }

      const uuidParams = Object.entries(contract.params?.shape ?? {})
        .filter(([name]) => name !== 'spid')
        .map(([name]) => name);
      if (contract.params) {
        it('answers malformed path parameters with a 4xx naming the problem', async () => {
          const e = example();
          const token = await asToken(e);
          // Paths without the SPID (the support login, for example) have no SPID to get wrong.
          if (contract.path.includes(':spid')) {
            const bad = { ...e.params, spid: '69' };
            expect4xx(await call(runtime, contract, { ...e, params: bad }, token), 'spid 69');
          }
          for (const name of uuidParams) {
            const result = await call(
              runtime,
              contract,
              { ...e, params: { ...e.params, [name]: 'not-a-uuid' } },
              token,
            );
            expect4xx(result, `${name}=not-a-uuid`);
          }
        });
      }

      if (contract.body) {
        it('refuses bad bodies with a 4xx, never a 5xx, and stores nothing', async () => {
          const e = example();
          const token = await asToken(e);
          expect4xx(await call(runtime, contract, e, token, '{"broken'), 'invalid JSON');
          const bodies =
            e.badBody !== undefined ? [e.badBody, ...brokenBodies(e.body)] : brokenBodies(e.body);
          for (const body of bodies) {
            const result = await call(runtime, contract, { ...e, body }, token);
            expect(
              result.status,
              `body ${JSON.stringify(body)}: ${JSON.stringify(result.body)}`,
            ).toBeLessThan(500);
            if (body === e.badBody || Array.isArray(body) || typeof body === 'string') {
              expect4xx(result, `body ${JSON.stringify(body)}`);
            }
          }
        });
      }

      if (contract.query) {
        it('refuses a bad query with a 4xx', async () => {
          const e = example();
          if (!e.badQuery) return expect(contract.query?.safeParse({}).success).toBe(true);
          expect4xx(
            await call(runtime, contract, { ...e, query: e.badQuery }, await asToken(e)),
            'bad query',
          );
        });
      }
    });
  }
}
