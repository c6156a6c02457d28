import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, personaCustomerUuid } from '@portal/fixtures';
import { startNodeMock } from '../node';
import { outboxFor } from '../outbox';

/*
 * A runtime that keeps the mock's data may ask to be told when a request changed something. A change made by a GET
 * (the specification's email-verification calls are GETs) or by a refused call counts too, or a reload loses it.
 */
let saves = 0;
let mock: Awaited<ReturnType<typeof startNodeMock>>;
beforeAll(async () => {
  mock = await startNodeMock({ onChange: () => saves++ });
});
afterAll(() => mock.close());
beforeEach(() => {
  saves = 0;
});

const call = async (method: string, path: string, token?: string, body?: unknown) =>
  fetch(`http://api.test/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const tokenOf = async (email: string) => {
  const res = await call('POST', '/v2/68/auth', undefined, {
    IdentityProvider: 'LOCAL',
    AuthID: email,
    AuthCode: DEMO_PASSWORD,
    SPID: 68,
  });
  return ((await res.json()) as { JWT: string }).JWT;
};

describe('saving the mock data after a request', () => {
  it('saves after a GET that writes, and not after a GET that only reads', async () => {
    const token = await tokenOf('unverified@example.co.nz');
    const uuid = personaCustomerUuid('unverified');
    saves = 0;
    expect((await call('GET', `/v2/68/customer/${uuid}`, token)).status).toBe(200);
    expect(saves).toBe(0);
    expect((await call('GET', `/customer/${uuid}/email_verification/resend`, token)).status).toBe(200);
    expect(saves).toBe(1);
  });

  it('saves a refused sign-in code that counted an attempt, and not a request refused before any write', async () => {
    expect((await call('POST', '/v2/68/auth', undefined, { IdentityProvider: 'LOCAL' })).status).toBe(400);
    expect(saves).toBe(0);
    const request = { IdentityProvider: 'LOCAL', AuthID: 'ana.postpay@example.co.nz', SPID: 68 };
    expect((await call('POST', '/v2/68/auth_check', undefined, request)).ok).toBe(true);
    const code = Number(outboxFor(mock.api.ctx, request.AuthID)[0]?.Code);
    saves = 0;
    const wrong = await call('POST', '/v2/68/auth_check', undefined, {
      ...request,
      AuthCode: String((code + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(saves).toBe(1);
  });
});
