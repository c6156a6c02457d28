// `npm start`: install what is missing, build both apps, and serve the whole system on one port.
// Arguments after `--` go to the server (for example `npm start -- --reset`). It listens on this machine only;
// `HOST=0.0.0.0 npm start` (or `npm start -- --host 0.0.0.0`) opens it, and its control API then needs the token
// the start banner prints.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, pnpm, ROOT } from './pnpm.mjs';

ensureInstalled();
if (!process.argv.includes('--no-build')) {
  console.log('Building the customer portal and the provider console…');
  if (pnpm(['run', 'build']) !== 0) process.exit(1);
}
const args = process.argv.slice(2).filter((a) => a !== '--no-build');
const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'mock-api/src/server.ts'), ...args], {
  stdio: 'inherit',
  cwd: join(ROOT, 'mock-api'),
  env: { ...process.env, FLAGS_PROFILE: process.env.FLAGS_PROFILE ?? 'demo' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
