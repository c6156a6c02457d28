// `pnpm dev`: the mock API on :4000 (restarts on change) and both apps with hot reload on :5173 and :5174,
// proxying /api and /__mock to it. Mocks are on by default in development.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, ROOT } from './pnpm.mjs';

ensureInstalled();
const bin = (pkg, name) => join(ROOT, pkg, 'node_modules/.bin', name);
const children = [
  spawn(bin('mock-api', 'tsx'), ['watch', 'src/server.ts', '--api-only'], {
    cwd: join(ROOT, 'mock-api'),
    stdio: 'inherit',
  }),
  spawn(bin('customer-web', 'vite'), [], { cwd: join(ROOT, 'customer-web'), stdio: 'inherit' }),
  spawn(bin('provider-console', 'vite'), [], { cwd: join(ROOT, 'provider-console'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
