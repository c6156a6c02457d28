import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer } from '@portal/mock-api/server';
import { pipelineCases, writesOf } from './pipeline-cases';

let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-pipeline-'));
  server = await startServer({ port: 0, dataDir, reset: true, flagsProfile: 'demo', serveApps: false });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

pipelineCases('Express', () => ({
  base: server.url,
  writes: () => writesOf(server.api.ctx.db),
  advanceClock: (ms) => server.api.ctx.sim.clock.advance(ms),
}));
