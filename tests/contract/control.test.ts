import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNodeMock } from '@portal/mock-api/node';
import { signIn } from './harness';

const BASE = 'http://api.test';
let mock: Awaited<ReturnType<typeof startNodeMock>>;
beforeAll(async () => {
  mock = await startNodeMock();
});
afterAll(() => mock.close());
beforeEach(() => mock.api.reset());

const control = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${BASE}/__mock${path}`, { method, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: await res.json() };
};

describe('the control API', () => {
  it('shows the clock, seed, scenarios, faults and latency', async () => {
    const { body } = await control('GET', '/state');
    expect(body).toMatchObject({
      seed: expect.any(Number),
      latency: 'none',
      faults: [],
      flagsProfile: 'demo',
    });
    expect(body.knownScenarios['payments.decline']).toBeTruthy();
    expect(body.tokenSecret).toBeUndefined();
  });

  it('advances the virtual clock, and a token signed before expires with it', async () => {
    const { token } = await signIn(BASE, 'ana');
    const before = (await control('GET', '/state')).body.nowMs;
    const after = (await control('PUT', '/clock', { advanceMs: 2 * 3600_000 })).body.nowMs;
    expect(after - before).toBeGreaterThanOrEqual(2 * 3600_000);
    const res = await fetch(`${BASE}/api/v2/68/customer`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ err_code: 'token_expired' });
    // JWT_REFRESH still exchanges it within the grace window (auto-login of a returning user).
    const refreshed = await fetch(`${BASE}/api/v2/68/auth`, {
      method: 'POST',
      body: JSON.stringify({ IdentityProvider: 'JWT_REFRESH', AuthCode: token, SPID: 68 }),
    });
    expect(refreshed.status).toBe(200);
  });

  it('sets scenarios globally and per customer, and refuses unknown names', async () => {
    expect((await control('PUT', '/scenarios', { name: 'no.such', on: true })).status).toBe(400);
    const set = await control('PUT', '/scenarios', { name: 'orders.fail', on: true });
    expect(set.body.scenarios.global).toEqual(['orders.fail']);
    const per = await control('PUT', '/scenarios', {
      name: 'payments.decline',
      on: true,
      customerUUID: '089196db-0023-4906-b68b-dbf1d130d0ec',
    });
    expect(Object.values(per.body.scenarios.customers)).toEqual([['payments.decline']]);
  });

  it('injects faults per route pattern: a status, a malformed body, a network error', async () => {
    await control('PUT', '/faults', {
      faults: [
        { pattern: '/health', kind: 'status', status: 503, times: 1 },
        { pattern: '/v1/*/remote_config', kind: 'malformed', times: 1 },
      ],
    });
    expect((await fetch(`${BASE}/api/health`)).status).toBe(503);
    expect((await fetch(`${BASE}/api/health`)).status).toBe(200);
    await expect((await fetch(`${BASE}/api/v1/68/remote_config`)).json()).rejects.toThrow();
    await control('PUT', '/faults', { faults: [{ pattern: '/health', kind: 'network' }] });
    await expect(fetch(`${BASE}/api/health`)).rejects.toThrow();
    expect((await control('PUT', '/faults', { faults: [{ pattern: '', kind: 'nope' }] })).status).toBe(400);
  });

  it('injects a throttled answer that says when to come back, and one that never comes in time', async () => {
    await control('PUT', '/faults', {
      faults: [
        { pattern: '/health', kind: 'status', status: 429, times: 1 },
        { pattern: '/v1/*/remote_config', kind: 'timeout', times: 1 },
      ],
    });
    const throttled = await fetch(`${BASE}/api/health`);
    expect([throttled.status, throttled.headers.get('retry-after')]).toEqual([429, '30']);
    await expect(
      fetch(`${BASE}/api/v1/68/remote_config`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect((await fetch(`${BASE}/api/v1/68/remote_config`)).status).toBe(200);
  });

  it('applies a latency profile', async () => {
    await control('PUT', '/latency', { profile: 'realistic' });
    const started = performance.now();
    await fetch(`${BASE}/api/health`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
    expect((await control('PUT', '/latency', { profile: 'warp' })).status).toBe(400);
  });

  it('sets the seed and lists recent requests, newest first', async () => {
    expect((await control('PUT', '/seed', { seed: 42 })).body.seed).toBe(42);
    await fetch(`${BASE}/api/health`);
    await fetch(`${BASE}/api/nope`);
    const { body } = await control('GET', '/requests');
    expect(
      body.requests.slice(0, 2).map((r: { path: string; status: number }) => [r.path, r.status]),
    ).toEqual([
      ['/nope', 404],
      ['/health', 200],
    ]);
  });

  it('resets to fixtures', async () => {
    await control('PUT', '/scenarios', { name: 'orders.fail', on: true });
    await control('PUT', '/clock', { advanceMs: 86_400_000 });
    const { body } = await control('POST', '/reset');
    expect(body.scenarios.global).toEqual([]);
    expect(Math.abs(body.nowMs - Date.now())).toBeLessThan(5000);
  });
});
