// `pnpm dev`: the mock API on :4000 (restarts on change) and both apps with hot reload on :5173 and :5174,
// proxying /api and /__mock to it. Mocks are on by default in development.
// All of it listens on this machine only; `HOST=0.0.0.0 pnpm dev` (or `pnpm dev --host 0.0.0.0`) opens it to the
// network, and then the control API needs the owner's token, which the link printed here carries.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, ROOT } from './pnpm.mjs';

ensureInstalled();
const at = process.argv.indexOf('--host');
const host = (at >= 0 ? process.argv[at + 1] : process.env.HOST) || undefined;
const shared = host !== undefined && !/^(localhost|127\.|::1$)/.test(host);
// One token for the whole run, so the link below stays good when the mock API restarts on a change.
const token = shared ? process.env.MOCK_CONTROL_TOKEN || randomBytes(24).toString('base64url') : undefined;
const env = {
  ...process.env,
  ...(host ? { HOST: host } : {}),
  ...(token ? { MOCK_CONTROL_TOKEN: token } : {}),
};
const viteHost = host ? ['--host', host] : [];
const bin = (pkg, name) => join(ROOT, pkg, 'node_modules/.bin', name);
const children = [
  spawn(bin('mock-api', 'tsx'), ['watch', 'src/server.ts', '--api-only'], {
    cwd: join(ROOT, 'mock-api'),
    stdio: 'inherit',
    env,
  }),
  spawn(bin('customer-web', 'vite'), viteHost, { cwd: join(ROOT, 'customer-web'), stdio: 'inherit', env }),
  spawn(bin('provider-console', 'vite'), viteHost, {
    cwd: join(ROOT, 'provider-console'),
    stdio: 'inherit',
    env,
  }),
];
if (token) {
  const outward = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && !i.internal && i.family === 'IPv4')
    .map((i) => i.address);
  const reach = host === '0.0.0.0' || host === '::' ? (outward[0] ?? 'localhost') : host;
  console.log(
    `\nShared on ${host} (${outward.join(', ') || 'no outward address'}): anyone who can reach it can use both apps` +
      ` and change the shared data.\nThe control API needs the owner's token; open the portal with it` +
      ` (keep this link to yourself):\n  http://${reach.includes(':') ? `[${reach}]` : reach}:5173/?mockToken=${encodeURIComponent(token)}\n`,
  );
}
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
