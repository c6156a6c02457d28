import { DEMO_PASSWORD, STORE_FIXTURE_IDS } from '@portal/fixtures';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startNodeMock } from '../../node';

export const OPERATOR = 'operator@provider.example.nz';
export const ADMIN = 'admin@provider.example.nz';
export const CUSTOMER = 'ana.postpay@example.co.nz';

/** The body of a new fibre order for the fixtures' fibre customer, plan and LFC product at an address. */
export const fibreOrderBody = (formatted: string) => ({
  CustomerUUID: STORE_FIXTURE_IDS.fibreCustomer,
  PlanUUID: STORE_FIXTURE_IDS.plan,
  LFCProductUUID: STORE_FIXTURE_IDS.lfcProduct,
  Address: { Formatted: formatted },
});

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  body: any;
}

/** An in-process mock API for the store's tests, reset before each test; calls go under /api/v3/68. */
export function storeMock() {
  let mock: Awaited<ReturnType<typeof startNodeMock>>;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    mock = await startNodeMock();
  });
  beforeEach(() => mock.api.reset());
  afterAll(() => mock.close());

  const raw = async (
    method: string,
    path: string,
    opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const res = await fetch(`http://api.test/api${path}`, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { 'x-auth-token': opts.token } : {}),
        ...opts.headers,
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  };

  const tokenOf = async (email: string) => {
    if (!tokens.has(email)) {
      const res = await raw('POST', '/v2/68/auth', {
        body: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: DEMO_PASSWORD, SPID: 68 },
      });
      tokens.set(email, res.body.JWT);
    }
    return tokens.get(email) as string;
  };

  /** A store call as `as` (the operator by default). */
  const call = async (
    method: string,
    path: string,
    opts: { body?: unknown; as?: string; headers?: Record<string, string> } = {},
  ) => raw(method, `/v3/68${path}`, { ...opts, token: await tokenOf(opts.as ?? OPERATOR) });

  /** A list with ra-data-simple-rest's query. */
  const list = (
    resource: string,
    q: { filter?: object; sort?: [string, string]; range?: [number, number] } = {},
    as?: string,
  ) => {
    const params = new URLSearchParams();
    if (q.filter) params.set('filter', JSON.stringify(q.filter));
    if (q.sort) params.set('sort', JSON.stringify(q.sort));
    if (q.range) params.set('range', JSON.stringify(q.range));
    return call('GET', `/${resource}?${params}`, { as });
  };

  return {
    get ctx() {
      return mock.api.ctx;
    },
    call,
    list,
    raw,
    tokenOf,
    /** The virtual clock's time. */
    nowNanos: () => mock.api.ctx.sim.clock.nowNanos(),
    /** Moves the virtual clock on (tokens signed before may have expired: new ones are signed). */
    advance: (ms: number) => {
      mock.api.ctx.sim.clock.advance(ms);
      tokens.clear();
    },
  };
}
