import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;
const testFiles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `src/${f.split('\\').join('/')}`);

// Most test files share one module graph and one page: importing React, MUI and the app's modules afresh per file
// cost three quarters of this suite's time. A file that replaces a module with `vi.mock` gets its own graph, since
// the replacement would otherwise reach the files that run after it in the same worker; so does the fault matrix,
// which signs in and drives the whole app through its router, and found another file's session and address in a
// shared page (it opened /profile/my-orders from /sign-in).
const ownGraph = testFiles.filter(
  (f) => f.includes('/fault-matrix/') || readFileSync(join(root, f), 'utf8').includes('vi.mock('),
);

// Sized for a busy 2-core machine, as the root configuration explains.
const common = {
  root,
  environment: 'happy-dom',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  setupFiles: ['src/test-setup.ts'],
};

/** The portal's unit tests as two projects, `customer-web` and `customer-web-own-modules`. */
export const customerWebProjects = [
  { test: { ...common, name: 'customer-web', include: testFiles, exclude: ownGraph, isolate: false } },
  { test: { ...common, name: 'customer-web-own-modules', include: ownGraph } },
];
