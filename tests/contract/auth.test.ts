import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createMockApi } from '@portal/mock-api';
import { startNodeMock } from '@portal/mock-api/node';

const BASE = 'http://api.test';
let mock: Awaited<ReturnType<typeof startNodeMock>>;
beforeAll(async () => {
  mock = await startNodeMock();
});
afterAll(() => mock.close());

const auth = (body: object) =>
  fetch(`${BASE}/api/v2/68/auth`, { method: 'POST', body: JSON.stringify({ SPID: 68, ...body }) });

describe('sign-in', () => {
  it('returns the auth data with a signed JWT carrying roles when asked', async () => {
    const res = await auth({
      IdentityProvider: 'LOCAL',
      AuthID: 'Admin@Provider.example.nz',
      AuthCode: 'Fibre-demo-2026',
      IncludeRoles: true,
    });
    const data = await res.json();
    expect(res.status).toBe(200);
    expect(data).toMatchObject({
      SPID: 68,
      Email: 'admin@provider.example.nz',
      roles: ['operator', 'admin'],
    });
    const claims = decodeJwt(data.JWT);
    expect(claims.roles).toEqual(['operator', 'admin']);
    expect(claims.exp).toBe(data.JWTExpiry);
    const without = await (
      await auth({
        IdentityProvider: 'LOCAL',
        AuthID: 'ana.postpay@example.co.nz',
        AuthCode: 'Fibre-demo-2026',
      })
    ).json();
    expect(without.roles).toBeUndefined();
  });

  it('gives the exact message for a wrong password and for an unknown email alike', async () => {
    for (const [id, code] of [
      ['ana.postpay@example.co.nz', 'Fibre-demo-2027'],
      ['nobody@example.co.nz', 'Fibre-demo-2026'],
    ]) {
      const res = await auth({ IdentityProvider: 'LOCAL', AuthID: id, AuthCode: code });
      expect(res.status).toBe(401);
      expect((await res.json()).err_message).toBe(
        'The email address or password is invalid. Please check your details and try again.',
      );
    }
  });

  it('refuses a token signed with another key', async () => {
    const other = await createMockApi();
    const login = other.ctx.db.logins.first((l) => l.Email === 'ana.postpay@example.co.nz');
    const { jwt } = await other.ctx.tokens.sign(login!);
    const res = await fetch(`${BASE}/api/v2/68/customer`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(res.status).toBe(401);
  });

  it('accepts the x-auth-token header as well as the bearer token', async () => {
    const data = await (
      await auth({
        IdentityProvider: 'LOCAL',
        AuthID: 'ana.postpay@example.co.nz',
        AuthCode: 'Fibre-demo-2026',
      })
    ).json();
    const res = await fetch(`${BASE}/api/v2/68/customer`, { headers: { 'x-auth-token': data.JWT } });
    expect(res.status).toBe(200);
  });
});
