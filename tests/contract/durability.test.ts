import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, chmod, chown, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_FIXTURE_IDS, buildFixtures, personaCustomerUuid } from '@portal/fixtures';
import { addressFromLocation, allContracts, ERRORS } from '@portal/shared';
import { fillPath, rawRequest, signIn } from './harness';

/*
 * A write the server acknowledged survives the process being killed at once (SIGKILL, no chance to save), a
 * torn last journal line is ignored, and a data directory that cannot be written answers changes with 503 while
 * reads go on.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const NOBODY = 65534;
// As root every file may be written, so a read-only data directory only means something to another user.
const asUser = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};

/** A fresh data directory the server's user may write. */
async function newDataDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `portal-${name}-`));
  if ('uid' in asUser) await chown(dir, NOBODY, NOBODY);
  return dir;
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

const freePort = () =>
  new Promise<number>((ok) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startChild(dataDir: string, extra: string[] = []): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'mock-api/src/server.ts'),
      '--port',
      String(port),
      '--data',
      dataDir,
      '--api-only',
      ...extra,
    ],
    { cwd: join(ROOT, 'mock-api'), stdio: ['ignore', 'pipe', 'pipe'], ...asUser },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${output}`);
}

async function kill(running: Running): Promise<void> {
  if (running.child.exitCode !== null) return;
  const exited = new Promise((ok) => running.child.once('exit', ok));
  running.child.kill('SIGKILL');
  await exited;
}

const contract = (id: string) => {
  const found = allContracts.find((c) => c.id === id);
  if (!found) throw new Error(`no contract ${id}`);
  return found;
};

async function send(base: string, id: string, token: string, params: Record<string, string>, body?: unknown) {
  const c = contract(id);
  const res = await fetch(`${base}/api${fillPath(c, params)}`, {
    method: c.method.toUpperCase(),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const ana = personaCustomerUuid('ana');
const order = { spid: '68', uuid: STORE_FIXTURE_IDS.order };
const anaParams = { spid: '68', uuid: ana };
const location = buildFixtures().locations.find((l) => l.StreetName === 'Oriental' && l.Number === '15')!;
const NOTES = Array.from({ length: 12 }, (_, i) => `Durable note ${i + 1}: called the LFC`);

describe('no acknowledged write is lost', () => {
  let dataDir: string;
  let running: Running;
  let tokens: { ana: string; operator: string };

  beforeAll(async () => {
    dataDir = await newDataDir('durability');
    running = await startChild(dataDir, ['--reset']);
    tokens = {
      ana: (await signIn(running.base, 'ana')).token,
      operator: (await signIn(running.base, 'operator')).token,
    };
  }, 60_000);
  afterAll(async () => {
    await kill(running);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers TRACE and TRACK on any path and keeps serving', async () => {
    for (const path of ['/api/health', '/api/v2/68/auth', '/api/nothing-here', '/__mock/state']) {
      for (const method of ['TRACE', 'TRACK']) {
        const res = await rawRequest(running.base, method, path);
        expect([405, 501], `${method} ${path}`).toContain(res.status);
        expect(JSON.parse(res.body).err_message, `${method} ${path}`).toBeTruthy();
      }
    }
    expect(running.child.exitCode).toBeNull();
    expect((await fetch(`${running.base}/api/health`)).status).toBe(200);
  });

  async function expectAllWrites(base: string) {
    const notes = await send(base, 'store.orderNotes', tokens.operator, order);
    expect(notes.status).toBe(200);
    const texts = JSON.stringify(notes.body);
    for (const text of NOTES) expect(texts).toContain(text);
    const customer = await send(base, 'customer.get', tokens.ana, anaParams);
    expect(customer.body).toMatchObject({ ExternalRef5: 'RW-DURABLE' });
    const addresses = await send(base, 'addresses.list', tokens.ana, anaParams);
    expect(JSON.stringify(addresses.body)).toContain('Durable bach');
    const prefs = await send(base, 'profile.getNotifications', tokens.ana, { uuid: ana });
    expect(prefs.body).toMatchObject({ OffersEmail: 2 });
    const state = (await (await fetch(`${base}/__mock/state`)).json()) as { scenarios: { global: string[] } };
    expect(state.scenarios.global).toContain('help.unavailable');
  }

  it('finds every acknowledged write after a SIGKILL and a restart without --reset', async () => {
    const { base } = running;
    let acknowledged = 0;
    for (const Text of NOTES) {
      expect((await send(base, 'store.orderAddNote', tokens.operator, order, { Text })).status).toBe(201);
      acknowledged++;
    }
    const profile = await send(
      base,
      'profile.patch',
      tokens.ana,
      { uuid: ana },
      { SPID: 68, ExternalRef5: 'RW-DURABLE' },
    );
    expect(profile.status).toBe(200);
    const address = await send(base, 'addresses.create', tokens.ana, anaParams, {
      ...addressFromLocation(location),
      Description: 'Durable bach',
    });
    expect(address.status).toBe(201);
    const prefs = await send(base, 'profile.setNotifications', tokens.ana, { uuid: ana }, { OffersEmail: 2 });
    expect(prefs.status).toBe(200);
    const scenario = await fetch(`${base}/__mock/scenarios`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'help.unavailable', on: true }),
    });
    expect(scenario.status).toBe(200);
    acknowledged += 4;
    expect(acknowledged).toBe(NOTES.length + 4);

    await kill(running);
    running = await startChild(dataDir);
    await expectAllWrites(running.base);
  }, 60_000);

  it('ignores a torn last journal line and keeps writing after it', async () => {
    await kill(running);
    await appendFile(
      join(dataDir, 'journal.ndjson'),
      '{"changes":[{"table":"storeNotes","op":"put","key":"torn","rec',
    );
    running = await startChild(dataDir);
    await expectAllWrites(running.base);
    const Text = 'Written after the torn line';
    expect((await send(running.base, 'store.orderAddNote', tokens.operator, order, { Text })).status).toBe(
      201,
    );
    await kill(running);
    running = await startChild(dataDir);
    expect(
      JSON.stringify((await send(running.base, 'store.orderNotes', tokens.operator, order)).body),
    ).toContain(Text);
  }, 60_000);
});

describe('storage that fails', () => {
  let dataDir: string;
  let running: Running | undefined;
  afterAll(async () => {
    if (running) await kill(running);
    if (dataDir) {
      await chmod(dataDir, 0o755);
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('a read-only data directory: changes are answered 503 with err_message, reads go on', async () => {
    dataDir = await newDataDir('read-only');
    running = await startChild(dataDir, ['--reset']);
    const { token } = await signIn(running.base, 'ana');
    await kill(running);
    for (const file of await readdir(dataDir)) await chmod(join(dataDir, file), 0o444);
    await chmod(dataDir, 0o555);

    running = await startChild(dataDir);
    const change = await send(
      running.base,
      'profile.patch',
      token,
      { uuid: ana },
      { SPID: 68, ExternalRef5: 'RW-NOT-KEPT' },
    );
    expect(change.status).toBe(503);
    expect(change.body).toMatchObject({ err_message: ERRORS.storage_unavailable });
    // A change answered 503 is not kept, not even in memory.
    const read = await send(running.base, 'customer.get', token, anaParams);
    expect(read.status).toBe(200);
    expect(read.body.ExternalRef5).not.toBe('RW-NOT-KEPT');
    expect((await fetch(`${running.base}/api/health`)).status).toBe(200);
    expect(running.child.exitCode).toBeNull();
  }, 60_000);

  it('a full disk: a change is answered 503 and undone, and the server goes on', async () => {
    const dir = await newDataDir('disk-full');
    // Every write to /dev/full fails with "no space left on device".
    await symlink('/dev/full', join(dir, 'journal.ndjson'));
    const full = await startChild(dir, ['--reset']);
    try {
      const { token } = await signIn(full.base, 'ana');
      const change = await send(
        full.base,
        'profile.patch',
        token,
        { uuid: ana },
        { SPID: 68, ExternalRef5: 'RW-FULL' },
      );
      expect(change.status).toBe(503);
      expect(change.body).toMatchObject({ err_message: ERRORS.storage_unavailable });
      const read = await send(full.base, 'customer.get', token, anaParams);
      expect(read.status).toBe(200);
      expect(read.body.ExternalRef5).not.toBe('RW-FULL');
      expect(full.child.exitCode).toBeNull();
    } finally {
      await kill(full);
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
