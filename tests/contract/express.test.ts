import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@portal/mock-api/server';
import { resetWhenChanged } from './harness';
import { contractSuite } from './suite';

/** The same contract suite against the Express server on a real port. */
contractSuite(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-contract-'));
  const { api, url, close } = await startServer({
    port: 0,
    dataDir,
    reset: true,
    flagsProfile: 'demo',
    serveApps: false,
    validateResponses: true,
  });
  return {
    name: 'express',
    base: url,
    reset: resetWhenChanged(api),
    close: async () => {
      await close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});
