import { DEMO_PASSWORD } from '@portal/fixtures';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startNodeMock } from '../node';
import { outboxFor } from '../outbox';

/** An in-process mock API for the access handlers' tests, reset before each test. */
export function accessMock() {
  let mock: Awaited<ReturnType<typeof startNodeMock>>;
  beforeAll(async () => {
    mock = await startNodeMock();
  });
  beforeEach(() => mock.api.reset());
  afterAll(() => mock.close());

  const call = async (
    method: string,
    path: string,
    opts: { body?: unknown; token?: string } = {},
  ): Promise<{
    status: number;
    body: Record<string, unknown> & { err_message?: string };
    headers: Headers;
  }> => {
    const res = await fetch(`http://api.test/api${path}`, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as never, headers: res.headers };
  };

  const signIn = async (email: string, password = DEMO_PASSWORD) =>
    call('POST', '/v2/68/auth', {
      body: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: password, SPID: 68 },
    });

  return {
    get ctx() {
      return mock.api.ctx;
    },
    call,
    signIn,
    /** The JWT of a persona. */
    tokenOf: async (email: string, password?: string) => (await signIn(email, password)).body.JWT as string,
    outbox: (to: string) => outboxFor(mock.api.ctx, to),
    /** An identity token from the simulated consent screen. */
    consent: async (provider: string, Name: string, Email?: string) =>
      (await call('POST', `/identity/${provider}/token`, { body: { Name, ...(Email ? { Email } : {}) } }))
        .body.identity_token as string,
  };
}
