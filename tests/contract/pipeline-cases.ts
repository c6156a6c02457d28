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

    describe('methods', () => {
      const send = (method: string, path: string) => fetch(`${target().base}${path}`, { method });
      const expectRefusal = async (res: Response, status: number, code: string) => {
        expect(res.status).toBe(status);
        expect(await res.json()).toEqual({
          err_message: ERRORS[code as keyof typeof ERRORS],
          err_code: code,
        });
      };

      it('answers a method a known path lacks with 405 and the methods it has in Allow', async () => {
        for (const method of ['PROPFIND', 'DELETE', 'PATCH', 'LOCK']) {
          const res = await send(method, '/api/health');
          expect(res.headers.get('allow'), method).toBe('GET, HEAD, OPTIONS');
          await expectRefusal(res, 405, 'method_not_allowed');
        }
        const customer = await send('DELETE', `/api/v2/68/customer/${knownIds.customer.ana}`);
        expect(customer.headers.get('allow')).toBe('GET, HEAD, PUT, OPTIONS');
        await expectRefusal(customer, 405, 'method_not_allowed');
        const control = await send('POST', '/__mock/state');
        expect(control.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
        await expectRefusal(control, 405, 'method_not_allowed');
        const reference = await send('PUT', '/api/openapi.json');
        expect(reference.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
        await expectRefusal(reference, 405, 'method_not_allowed');
      });

      it('answers a method no route serves at an unknown path with 501, and a served one with 404', async () => {
        await expectRefusal(await send('PROPFIND', '/api/v9/nothing-here'), 501, 'method_not_implemented');
        await expectRefusal(await send('MKCOL', '/__mock/nothing-here'), 501, 'method_not_implemented');
        const unknown = await send('GET', '/api/v9/nothing-here');
        expect(unknown.status).toBe(404);
        expect((await unknown.json()).err_code).toBe('route_not_found');
      });

      it('answers HEAD like GET without a body, and OPTIONS with the methods', async () => {
        const head = await send('HEAD', '/api/health');
        expect(head.status).toBe(200);
        expect(await head.text()).toBe('');
        const options = await send('OPTIONS', '/api/health');
        expect(options.status).toBe(204);
      });
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

      it('refuses a JSON null body with 400 naming the body, and stores nothing', async () => {
        const { res, json, stored } = await post('null');
        expect(res.status).toBe(400);
        expect(json.err_message).toBe(`body: ${ERRORS.body_not_object}`);
        expect(stored).toBe(0);
        const { token } = await signIn(target().base, 'ana');
        const prefs = await fetch(
          `${target().base}/api/customer/${knownIds.customer.ana}/notification_preferences`,
          {
            method: 'PUT',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: 'null',
          },
        );
        expect(prefs.status).toBe(400);
        expect((await prefs.json()).err_code).toBe('body_not_object');
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
