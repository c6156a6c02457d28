import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startNodeMock } from '@portal/mock-api/node';
import { startServer } from '@portal/mock-api/server';
import { describeSummary, fuzz, type FuzzSummary } from '../fuzz/fuzz';

/*
 * A seeded sample of the fuzz suite (`pnpm fuzz` sends 10,000 and more): generated bad requests over every
 * operation of the OpenAPI document answer below 500, every 4xx with err_message, and the server stays healthy.
 * Percent-escapes that do not decode are left to the full run until the request pipeline refuses them itself.
 */
const RUNS = 300;
const SEED = 20261123;
const options = { malformedEscapes: true };

function expectClean(summary: FuzzSummary) {
  expect(summary.count).toBe(RUNS);
  expect(summary.failures, describeSummary(summary)).toEqual([]);
  expect(summary.healthyAfter).toBe(true);
}

describe('fuzz sample', () => {
  it('the Express server answers every generated bad request cleanly', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-fuzz-'));
    const server = await startServer({
      port: 0,
      dataDir,
      reset: true,
      flagsProfile: 'demo',
      serveApps: false,
    });
    try {
      expectClean(await fuzz('express', server.url, RUNS, SEED, options));
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('msw/node answers every generated bad request cleanly', { timeout: 180_000 }, async () => {
    const mock = await startNodeMock();
    try {
      expectClean(await fuzz('msw/node', 'http://api.test', RUNS, SEED, options));
    } finally {
      mock.close();
    }
  });
});
