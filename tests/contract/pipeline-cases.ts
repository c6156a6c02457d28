import { describe, expect, it } from 'vitest';
import { allContracts, ERRORS, MAX_BODY_DEPTH } from '@portal/shared';
import { knownIds, exampleFor } from './suite';
import { fillPath, signIn } from './harness';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface Target {
  base: string;
  writes(): number;
  advanceClock(ms: number): void;
}

/** The request pipeline's promises, the same for every runtime (a runtime per test file: msw/node intercepts every fetch of its process). */
export function pipelineCases(name: string, target: () => Target) {
  describe(`the request pipeline (${name})`, () => {
    const customerUrl = () => `${target().base}/api/v2/68/customer/${knownIds.customer.ana}`;
    const get = (url: string, token?: string) =>
      fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    it('says what is wrong with the token: missing, malformed, bad signature, expired, unsupported algorithm', async () => {
      const { token } = await signIn(target().base, 'ana');
      const [head, payload] = token.split('.') as [string, string, string];
      const cases: [string | undefined, string][] = [
        [undefined, ERRORS.no_auth_token],
        ['not-a-token', ERRORS.token_malformed],
        ['a.b', ERRORS.token_malformed],
        [`${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`, ERRORS.token_bad_signature],
        [`${base64Url({ alg: 'none', typ: 'JWT' })}.${payload}.`, ERRORS.token_algorithm],
        [`${base64Url({ alg: 'RS256', typ: 'JWT' })}.${payload}.${head}`, ERRORS.token_algorithm],
      ];
      for (const [sent, message] of cases) {
        const res = await get(customerUrl(), sent);
        expect(res.status, sent).toBe(401);
        expect((await res.json()).err_message, sent).toBe(message);
      }
      target().advanceClock(48 * 3600_000);
      const expired = await get(customerUrl(), token);
      expect(expired.status).toBe(401);
      expect((await expired.json()).err_message).toBe(ERRORS.token_expired);
    });

    it('answers a malformed percent-escape in any path parameter with 400, on every route', async () => {
      const tokens = new Map<string, string>();
      for (const contract of allContracts.filter((c) => c.params)) {
        const e = exampleFor(contract);
        if (!e) continue;
        const as = e.as;
        if (as && !tokens.has(as)) tokens.set(as, (await signIn(target().base, as)).token);
        const names = Object.keys(contract.params?.shape ?? {});
        for (const bad of ['%zz', '%E0%A4%A', '%C3%28', '%']) {
          for (const name of names) {
            const path = fillPath(contract, { ...e.params }).split('/');
            const value = encodeURIComponent((e.params ?? {})[name] ?? '68');
            const at = path.lastIndexOf(value);
            path[at] = bad;
            const res = await fetch(`${target().base}/api${path.join('/')}`, {
              method: contract.method.toUpperCase(),
              headers: as ? { authorization: `Bearer ${tokens.get(as)}` } : {},
            });
            const what = `${contract.method} ${path.join('/')}`;
            expect(res.status, what).toBe(400);
            expect((await res.json()).err_message, what).toBe(ERRORS.bad_percent_escape);
          }
        }
      }
    });

    it('refuses an overlong path segment with 414', async () => {
      const { token } = await signIn(target().base, 'ana');
      const res = await get(`${target().base}/api/v2/68/customer/${'a'.repeat(5000)}`, token);
      expect(res.status).toBe(414);
      expect((await res.json()).err_message).toBe(ERRORS.path_segment_too_long);
    });

    describe('bodies that must not be stored', () => {
      const post = async (body: string, contentType = 'application/json') => {
        const { token } = await signIn(target().base, 'ana');
        const before = target().writes();
        const res = await fetch(`${target().base}/api/v2/68/customer/${knownIds.customer.ana}/address`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
          body,
        });
        return { res, json: await res.json(), stored: target().writes() - before };
      };
      const address = {
        AddressType: 'Delivery',
        Address: '1 Queen Street, Auckland Central, Auckland 1010',
      };

      it('refuses a body of another content type with 415', async () => {
        for (const type of ['application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
          const { res, json, stored } = await post(JSON.stringify(address), type);
          expect(res.status, type).toBe(415);
          expect(json.err_message).toBe(ERRORS.unsupported_media_type);
          expect(stored).toBe(0);
        }
      });

      it('refuses prototype keys anywhere in the body', async () => {
        for (const key of ['__proto__', 'constructor', 'prototype']) {
          for (const body of [
            `{"${key}": {"isAdmin": true}, "AddressType": "Delivery"}`,
            `{"AddressType": "Delivery", "Nested": [{"${key}": {"polluted": 1}}]}`,
          ]) {
            const { res, json, stored } = await post(body);
            expect(res.status, body).toBe(400);
            expect(json.err_message).toBe(ERRORS.forbidden_key);
            expect(stored).toBe(0);
          }
        }
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      });

      it('refuses a deeply nested body', async () => {
        const deep = '['.repeat(100_000) + ']'.repeat(100_000);
        for (const body of [deep, `{"a":${'{"a":'.repeat(MAX_BODY_DEPTH)}1${'}'.repeat(MAX_BODY_DEPTH)}}`]) {
          const { res, json, stored } = await post(body);
          expect(res.status).toBe(400);
          expect(json.err_message).toBe(ERRORS.body_too_deep);
          expect(stored).toBe(0);
        }
      });
    });
  });
}

/** Every write to the tables so far, to prove a refused request stored nothing. */
export const writesOf = (tables: object) =>
  (Object.values(tables) as { writes: number }[]).reduce((n, t) => n + t.writes, 0);
