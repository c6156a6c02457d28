/**
 * One server for the API benchmark, in its own process so the load generator does not share its event loop:
 * `hello` is a bare Express hello world, `full` the mock API with its whole pipeline. Prints `ready <url>`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { startServer } from '@portal/mock-api/server';

const mode = process.argv[2];
if (mode === 'hello') {
  const app = express();
  const server = app
    .get('/hello', (_req, res) => void res.json({ hello: 'world' }))
    .listen(0, () => {
      const address = server.address();
      console.log(`ready http://localhost:${typeof address === 'object' && address ? address.port : 0}`);
    });
} else {
  const running = await startServer({
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), 'portal-api-bench-')),
    reset: true,
    flagsProfile: 'demo',
    serveApps: false,
  });
  console.log(`ready ${running.url}`);
}
