import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startServer } from '@portal/mock-api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContracts, hasDrift, type CheckRow } from '../contract-check/check';
import { parseOptions } from '../contract-check/options';

const TESTS_DIR = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-contract-check-'));
  server = await startServer({ port: 0, dataDir, reset: true, flagsProfile: 'demo', serveApps: false });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const apiBase = () => `${server.url}/api`;
const drift = (on: boolean) =>
  fetch(`${server.url}/__mock/scenarios`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'contract.drift', on }),
  });
const row = (rows: CheckRow[], id: string) => rows.find((r) => r.operation === id) as CheckRow;
const demo = () => parseOptions(['--base', apiBase()]).credentials;

describe('pnpm contract:check', () => {
  it(
    'finds no drift in the mock: every read answers as its contract says',
    { timeout: 120_000 },
    async () => {
      const rows = await checkContracts({ base: apiBase(), credentials: demo() });
      const wrong = rows.filter((r) => r.outcome === 'drift' || r.outcome === 'failed');
      expect(wrong, JSON.stringify(wrong.slice(0, 3))).toEqual([]);
      expect(rows.filter((r) => r.outcome === 'ok').length).toBeGreaterThan(80);
      // Writes are not sent unless asked for.
      expect(row(rows, 'auth.signIn')).toMatchObject({
        outcome: 'skipped',
        note: 'a write: sent only with --writes',
      });
      expect(hasDrift(rows)).toBe(false);
    },
  );

  it('names each field and status the drifting backend changed', async () => {
    await drift(true);
    try {
      const rows = await checkContracts({
        base: apiBase(),
        credentials: demo(),
        only: ['customer.get', 'store.planList', 'system.remoteConfig', 'system.health'],
      });
      expect(row(rows, 'customer.get').findings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'missing', field: 'ExternalRef5', expected: 'string' }),
          expect.objectContaining({ kind: 'extra', field: 'ExternalReference5' }),
        ]),
      );
      expect(row(rows, 'store.planList').findings).toContainEqual(
        expect.objectContaining({
          kind: 'type',
          field: '0.DownloadMbps',
          expected: 'number',
          came: expect.stringMatching(/^string "\d+"$/),
        }),
      );
      expect(row(rows, 'system.remoteConfig').findings).toEqual([
        expect.objectContaining({ kind: 'status', came: '203' }),
      ]);
      expect(row(rows, 'system.health')).toMatchObject({ outcome: 'ok', findings: [] });
      expect(hasDrift(rows)).toBe(true);
    } finally {
      await drift(false);
    }
  });

  it('exits 1 with the table and a JSON report on drift, 0 without', { timeout: 60_000 }, async () => {
    const report = join(dataDir, 'report.json');
    const cli = (...args: string[]) =>
      run('npx', ['tsx', 'contract-check/run.ts', ...args], {
        cwd: TESTS_DIR,
        env: { ...process.env, INIT_CWD: '' },
      })
        .then(({ stdout }) => ({ code: 0, stdout, stderr: '' }))
        .catch((error: { code: number; stdout: string; stderr: string }) => error);
    const clean = await cli('--base', apiBase(), '--only', 'customer.get', '--report', report);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/customer\.get\s+GET\s+200\s+ok/);
    await drift(true);
    try {
      const drifted = await cli('--base', apiBase(), '--only', 'customer.get', '--report', report);
      expect(drifted.code).toBe(1);
      expect(drifted.stdout).toContain('missing ExternalRef5: expected string, came nothing');
      expect(drifted.stdout).toContain('1 drifted');
      const saved = JSON.parse(await readFile(report, 'utf8')) as {
        summary: { drift: number };
        operations: CheckRow[];
      };
      expect(saved.summary.drift).toBe(1);
      expect(saved.operations.find((r) => r.operation === 'customer.get')?.findings.length).toBeGreaterThan(
        0,
      );
    } finally {
      await drift(false);
    }
  });
});

describe('the command line of pnpm contract:check', () => {
  it('needs an API base that is an address, and takes logins per persona', () => {
    expect(() => parseOptions(['--only', 'customer.get'])).toThrow('--base is needed');
    expect(() => parseOptions(['--base', 'nowhere'])).toThrow('is not an address');
    expect(() => parseOptions(['--base', 'http://127.0.0.1:1/api', '--as', 'nobody=a@b.nz:pw'])).toThrow(
      'persona',
    );
    const given = parseOptions(['--base', 'http://127.0.0.1:1/api', '--customer', 'me@example.nz:se:cret']);
    expect(given.credentials).toEqual({ ana: { email: 'me@example.nz', password: 'se:cret' } });
    expect(given.demoLogins).toBe(false);
    expect(Object.keys(parseOptions(['--base', 'http://127.0.0.1:1/api']).credentials)).toContain('operator');
  });
});
