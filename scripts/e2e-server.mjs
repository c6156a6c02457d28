// The whole system as `npm start` serves it, on a test port with a throw-away data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.argv[2] ?? '4310';
const data = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const child = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'mock-api/src/server.ts'), '--port', port, '--data', data, '--reset'],
  { stdio: 'inherit', cwd: join(root, 'mock-api') },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
