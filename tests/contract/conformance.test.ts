import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_MAX_FILTER_IDS } from '@portal/shared';
import { startNodeMock } from '@portal/mock-api/node';
import { conformanceOverBoth, describeConformance } from '../fuzz/conformance/run';
import { documentOperations, matches, writtenRule, type DocOperation } from '../fuzz/conformance/document';
import { signIn, type PersonaKey } from './harness';
import { knownIds } from './known-ids';
import { declaredThrottles, THROTTLE_DRIVES, undocumentedThrottle } from '../fuzz/conformance/throttles';

/*
 * A seeded sample of the conformance suite (`pnpm fuzz` sends 10,000 per runtime): requests generated from the
 * OpenAPI document (without a token, with the wrong role, with another customer's token, valid data drawn from the
 * schemas, invalid data, methods a path lacks), against the Express server and msw/node. Every status must be one
 * the operation lists, every body must match the schema listed for it, and the server must be healthy afterwards.
 */
const RUNS = 500;
const SEED = 20261125;

describe('conformance to the OpenAPI document', () => {
  it(
    'answers only documented statuses with documented bodies, over Express and msw/node',
    { timeout: 240_000 },
    async () => {
      for (const summary of await conformanceOverBoth(RUNS, SEED)) {
        const report = describeConformance(summary);
        expect(summary.count + summary.notDrawn, report).toBe(RUNS);
        expect(summary.problems, report).toEqual([]);
        // Valid data is accepted, or refused only by a rule across fields that the document writes out.
        expect(summary.validRefused, report).toEqual([]);
        expect(summary.healthyAfter, report).toBe(true);
        // Every kind of case was sent.
        expect(Object.keys(summary.byKind).sort(), report).toEqual(
          ['foreign', 'invalid', 'method', 'no-token', 'valid', 'wrong-role'].sort(),
        );
      }
    },
  );
});

describe('the 429s of the throttles', () => {
  let mock: Awaited<ReturnType<typeof startNodeMock>>;
  beforeAll(async () => {
    mock = await startNodeMock({ validateResponses: true });
  });
  afterAll(() => mock.close());

  it('drives every throttle the contracts declare', () => {
    expect(THROTTLE_DRIVES.map((d) => `${d.operation} ${d.code}`).sort()).toEqual(declaredThrottles());
  });

  it.each(THROTTLE_DRIVES.map((d) => [`${d.operation} ${d.code}`, d] as const))(
    '%s: the 429 is in the document, with its code, body and Retry-After',
    { timeout: 60_000 },
    async (_, drive) => {
      await mock.api.reset();
      expect(await undocumentedThrottle(drive, await drive.drive('http://api.test'))).toBeUndefined();
    },
  );
});

/** A request the server refuses for its shape, and where the document says so. */
interface EnforcedRule {
  rule: string;
  operation: string;
  as?: PersonaKey;
  path: string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

const signUp = {
  SPID: 68,
  Email: 'rule.check@example.co.nz',
  Password: 'Kia-ora-2026',
  DisplayName: 'Aroha  Ngata',
  AcceptTerms: true,
  AcceptPrivacy: true,
};
const ids = (n: number) => Array.from({ length: n }, () => randomUUID());

const ENFORCED: EnforcedRule[] = [
  {
    rule: 'the password policy',
    operation: 'access.signUp',
    path: '/v2/68/customer',
    body: { ...signUp, Password: 'kiaora2026' },
  },
  {
    rule: 'the password policy',
    operation: 'access.setPassword',
    as: 'ana',
    path: '/v2/68/auth/LOCAL/ana.postpay%40example.co.nz',
    body: { Password: 'kiaora2026' },
  },
  {
    rule: 'terms accepted',
    operation: 'access.signUp',
    path: '/v2/68/customer',
    body: { ...signUp, AcceptTerms: false },
  },
  {
    rule: 'privacy accepted',
    operation: 'access.signUp',
    path: '/v2/68/customer',
    body: { ...signUp, AcceptPrivacy: false },
  },
  {
    rule: 'a name',
    operation: 'access.signUp',
    path: '/v2/68/customer',
    body: { ...signUp, DisplayName: '   ' },
  },
  {
    rule: 'a last name',
    operation: 'access.signUp',
    path: '/v2/68/customer',
    body: { ...signUp, DisplayName: 'Aroha  ' },
  },
  {
    rule: 'an identity token for a provider',
    operation: 'access.signUp',
    path: '/v2/68/customer',
    body: { ...signUp, IdentityProvider: 'GOOGLE', Email: undefined, Password: undefined },
  },
  {
    rule: 'an identity token for a provider',
    operation: 'auth.signIn',
    path: '/v2/68/auth',
    body: { SPID: 68, IdentityProvider: 'APPLE', AuthCode: ' ' },
  },
  {
    rule: 'an identity token to link',
    operation: 'access.linkIdentity',
    as: 'ana',
    path: '/v2/68/identity_link',
    body: { IdentityProvider: 'GOOGLE' },
  },
  {
    rule: 'the invitation code',
    operation: 'access.acceptInvitation',
    as: 'newcomer',
    path: '/customers/v1/invitation',
    body: {},
  },
  {
    rule: 'the invitation code',
    operation: 'access.acceptInvitation',
    as: 'newcomer',
    path: '/customers/v1/invitation',
    body: { code: '  ' },
  },
  {
    rule: 'something to change',
    operation: 'preferences.setUser',
    as: 'ana',
    path: '/v2/68/user/preferences',
    body: {},
  },
  {
    rule: 'something to change',
    operation: 'preferences.setCustomer',
    as: 'ana',
    path: `/customer/${knownIds.customer.ana}/preferences`,
    body: {},
  },
  {
    rule: 'something to change',
    operation: 'profile.patch',
    as: 'ana',
    path: `/customer/${knownIds.customer.ana}`,
    body: { SPID: 68 },
  },
  {
    rule: 'at most as many ids as the filter holds',
    operation: 'store.orderList',
    as: 'operator',
    path: '/v3/68/UFB_order',
    query: { filter: JSON.stringify({ id: ids(STORE_MAX_FILTER_IDS + 1) }) },
  },
];

describe('the rules the server enforces are in the document', () => {
  let mock: Awaited<ReturnType<typeof startNodeMock>>;
  const base = 'http://api.test';
  beforeAll(async () => {
    mock = await startNodeMock({ validateResponses: true });
  });
  afterAll(() => mock.close());
  const operation = (id: string) => documentOperations().find((o) => o.id === id) as DocOperation;

  it.each(ENFORCED.map((r) => [`${r.operation}: ${r.rule}`, r] as const))(
    '%s is refused by the server and by the document’s schema',
    async (_, r) => {
      const op = operation(r.operation);
      expect(op, r.operation).toBeDefined();
      const token = r.as ? (await signIn(base, r.as)).token : undefined;
      const search = r.query ? `?${new URLSearchParams(r.query)}` : '';
      const res = await fetch(`${base}/api${r.path}${search}`, {
        method: op.method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(r.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(r.body ? { body: JSON.stringify(r.body) } : {}),
      });
      expect(res.status, await res.text()).toBe(400);
      if (r.body) {
        expect(op.body?.required || Object.keys(r.body).length > 0, 'an empty body may not be left out').toBe(
          true,
        );
        expect(matches(op.body!.schema, r.body), `the document takes ${JSON.stringify(r.body)}`).toBe(false);
      }
      for (const [name, text] of Object.entries(r.query ?? {})) {
        const parameter = op.parameters.find((p) => p.in === 'query' && p.name === name);
        expect(matches(parameter!.schema, JSON.parse(text)), `the document takes ${name}`).toBe(false);
      }
    },
  );

  it('writes the rule of a list range that no schema can say, and the server keeps it', async () => {
    const op = operation('store.orderList');
    expect(writtenRule(op, 'query.range')).toContain('last >= first');
    const { token } = await signIn(base, 'operator');
    const res = await fetch(`${base}/api/v3/68/UFB_order?range=${encodeURIComponent('[5,2]')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(400);
  });

  it('reads text/plain and a body without Content-Type as JSON, as the document says, and refuses XML', async () => {
    const op = operation('access.forgotPassword');
    expect(op.body).toBeDefined();
    const send = (headers: Record<string, string>) =>
      fetch(`${base}/api/v2/68/forgot_password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ Email: 'nobody.here@example.co.nz' }),
      });
    expect((await send({ 'content-type': 'text/plain' })).status).toBe(200);
    const bare = await fetch(`${base}/api/v2/68/forgot_password`, {
      method: 'POST',
      body: new TextEncoder().encode(JSON.stringify({ Email: 'nobody.else@example.co.nz' })),
    });
    expect(bare.status).toBe(200);
    expect((await send({ 'content-type': 'application/xml' })).status).toBe(415);
  });
});
