import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MOCK_TOKEN_HEADER } from '@portal/shared';
import { startServer, type ServerOptions } from '@portal/mock-api/server';
import { DEMO_PASSWORD } from '@portal/fixtures';
import { PERSONA_EMAIL } from './harness';

type Started = Awaited<ReturnType<typeof startServer>>;

const OWNER_TOKEN = 'the-owner-token-of-this-shared-mock';
let dataDir: string;
const started: Started[] = [];
const start = async (options: Partial<ServerOptions> = {}) => {
  const s = await startServer({
    port: 0,
    dataDir,
    reset: true,
    flagsProfile: 'demo',
    serveApps: false,
    ...options,
  });
  started.push(s);
  return s;
};
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-sharing-'));
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/**
 * Another address of this machine's loopback range: a server bound to 127.0.0.1 alone does not answer there, one
 * bound to every address does. The tests reach no address outside the loopback range.
 */
const OTHER_LOOPBACK = '127.0.0.2';

/** Whether a TCP connection to the address and port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((ok) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), ok(true)));
    socket.once('error', () => ok(false));
    socket.once('timeout', () => (socket.destroy(), ok(false)));
  });

const portOf = (s: Started) => Number(new URL(s.url).port);

const control = (s: Started, method: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${s.url}/__mock${path}`, { method, headers });

describe('where the server listens', () => {
  it('answers on the loopback addresses only unless a host is given', async () => {
    const s = await start();
    const bound = s.servers.map((server) => (server.address() as { address: string }).address);
    expect(bound[0]).toBe('127.0.0.1');
    expect(bound.every((a) => a === '127.0.0.1' || a === '::1')).toBe(true);
    expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
    expect(await accepts(OTHER_LOOPBACK, portOf(s))).toBe(false);
  });

  it('answers on the address it is given', async () => {
    const s = await start({ host: '0.0.0.0', controlToken: OWNER_TOKEN });
    expect((s.server.address() as { address: string }).address).toBe('0.0.0.0');
    expect(await accepts(OTHER_LOOPBACK, portOf(s))).toBe(true);
    expect(await accepts('127.0.0.1', portOf(s))).toBe(true);
  });
});

describe('the control API of a shared server', () => {
  let s: Started;
  beforeAll(async () => {
    // Its own data folder: the servers of the other tests close in afterEach, this one at the end.
    s = await startServer({
      port: 0,
      dataDir: await mkdtemp(join(tmpdir(), 'portal-shared-')),
      reset: true,
      flagsProfile: 'demo',
      serveApps: false,
      controlToken: OWNER_TOKEN,
    });
  });
  afterAll(() => s.close());

  it('refuses a request without the token, saying how to get it', async () => {
    const res = await control(s, 'POST', '/reset');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      err_message: ERRORS.control_token_missing,
      err_code: 'control_token_missing',
    });
    for (const [method, path] of [
      ['GET', '/state'],
      ['PUT', '/clock'],
      ['PUT', '/scenarios'],
      ['PUT', '/faults'],
      ['PUT', '/latency'],
      ['GET', '/outbox'],
      ['POST', '/workspaces'],
    ] as const) {
      expect((await control(s, method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses a wrong token, of the same length or another', async () => {
    const sameLength = 'x'.repeat(OWNER_TOKEN.length);
    for (const wrong of [sameLength, OWNER_TOKEN.slice(0, -1), `${OWNER_TOKEN}x`, 'short']) {
      const res = await control(s, 'POST', '/reset', { [MOCK_TOKEN_HEADER]: wrong });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ err_code: 'control_token_wrong' });
    }
  });

  it('answers the owner who sends the token, and lets browsers send it across origins', async () => {
    const res = await control(s, 'GET', '/state', { [MOCK_TOKEN_HEADER]: OWNER_TOKEN });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ shared: true, workspace: null });
    const preflight = await fetch(`${s.url}/__mock/reset`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-headers': MOCK_TOKEN_HEADER },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain(MOCK_TOKEN_HEADER);
  });

  it('lets everyone read the simulated clock, which the apps follow', async () => {
    const res = await control(s, 'GET', '/clock');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ nowMs: expect.any(Number), now: expect.any(String) });
  });

  it('leaves the API itself open to the people sharing the server', async () => {
    expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
  });
});

describe('the control API of a server on this machine only', () => {
  it('needs no token, as before', async () => {
    const s = await start();
    const res = await control(s, 'POST', '/reset');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ shared: false });
  });
});

describe('a story on a shared server', () => {
  const owner = { [MOCK_TOKEN_HEADER]: OWNER_TOKEN };

  /** Ana's first name as the shared data keeps it (or as a story's data set does, with its cookie). */
  const anaFirstName = async (s: Started, token: string, cookie?: string) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      ...(cookie ? { cookie } : {}),
    };
    const res = await fetch(`${s.url}/api/v2/68/customer`, { headers });
    const { Customers } = (await res.json()) as { Customers: { UUID: string; FirstName: string }[] };
    return Customers[0] as { UUID: string; FirstName: string };
  };

  const signInAna = async (s: Started, cookie?: string) => {
    const res = await fetch(`${s.url}/api/v2/68/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        IdentityProvider: 'LOCAL',
        AuthID: PERSONA_EMAIL.ana,
        AuthCode: DEMO_PASSWORD,
        SPID: 68,
      }),
    });
    return ((await res.json()) as { JWT: string }).JWT;
  };

  /** Ana changes her own name in the shared data. */
  const anaRenames = async (s: Started, name: string) => {
    const token = await signInAna(s);
    const { UUID } = await anaFirstName(s, token);
    const res = await fetch(`${s.url}/api/customer/${UUID}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ SPID: 68, FirstName: name }),
    });
    expect(res.status).toBe(200);
    return token;
  };

  it('resets a data set of its own, and another customer keeps her change', async () => {
    const s = await start({ controlToken: OWNER_TOKEN });
    const token = await anaRenames(s, 'Anahera');

    // What the story player does on a shared server: a data set of its own, then the reset, both with its cookie.
    const made = await control(s, 'POST', '/workspaces', owner);
    expect(made.status).toBe(201);
    const cookie = (made.headers.get('set-cookie') ?? '').split(';')[0] as string;
    expect(cookie).toMatch(/^mockWorkspace=/);
    const inStory = { ...owner, cookie };
    expect(await (await control(s, 'GET', '/state', inStory)).json()).toMatchObject({
      shared: true,
      workspace: (await made.json()).workspace,
    });
    expect((await control(s, 'POST', '/reset', inStory)).status).toBe(200);

    expect((await anaFirstName(s, token)).FirstName).toBe('Anahera');
    const storyToken = await signInAna(s, cookie);
    expect((await anaFirstName(s, storyToken, cookie)).FirstName).not.toBe('Anahera');
  });

  it('a reset of the shared data itself does wipe her change (what the story no longer does)', async () => {
    const s = await start({ controlToken: OWNER_TOKEN });
    const token = await anaRenames(s, 'Anahera');
    expect((await control(s, 'POST', '/reset', owner)).status).toBe(200);
    expect((await anaFirstName(s, token)).FirstName).not.toBe('Anahera');
  });
});
