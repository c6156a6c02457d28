// Draws the visitor pages into a finished build: each page's HTML, the CSS it uses and the API data it shows go
// into a copy of the app shell, at the file the servers answer its address with (scripts/prerendered-pages.mjs).
// Run after the app's build and the pre-rendering code's build (`vite build --ssr`), with the same mode.
import './production-env';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { API_BASE, CONTROL_BASE, createMockApi } from '@portal/mock-api';
import { FlagProfileSchema } from '@portal/shared';
import { PRERENDERED_PROFILE_FILE, prerenderedFileFor } from '../../scripts/prerendered-pages.mjs';
import type * as RenderPage from '../src/prerender/render-page';
import { appOutDir, prerenderOutDir } from './build-dirs.mjs';
import { installFirstVisitWindow } from './first-visit-window';
import { chunksOf, type Manifest } from './chunks-of';
import { intoShell } from './into-shell';

const ORIGIN = 'http://localhost';
const mode = process.argv[2] ?? 'production';
const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, appOutDir(mode));

// The pages show the API's data as the mock serves it: its fixtures, with the flags the served app runs with.
const flagsProfile = FlagProfileSchema.parse(process.env.FLAGS_PROFILE ?? 'demo');
const api = await createMockApi({ flagsProfile });
const isMockPath = (path: string) => path.includes(`${API_BASE}/`) || path.includes(`${CONTROL_BASE}/`);
const mock = setupServer(
  http.all('*', ({ request }) =>
    isMockPath(new URL(request.url).pathname) ? getResponse(api.handlers, request) : undefined,
  ),
);
mock.listen({ onUnhandledRequest: 'error' });

const browser = installFirstVisitWindow(new URL(ORIGIN));
const renderer = (await import(
  pathToFileURL(join(resolve(root, prerenderOutDir(mode)), 'render-page.js')).href
)) as typeof RenderPage;
const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

for (const path of renderer.PRERENDERED_PATHS) {
  browser.goTo(new URL(`${renderer.APP_BASE}${path.slice(1)}`, ORIGIN));
  const page = await renderer.prerenderPage(path);
  const file = join(outDir, prerenderedFileFor(path) ?? `no file for ${path}`);
  mkdirSync(dirname(file), { recursive: true });
  const chunks = chunksOf(manifest, renderer.routeModules(path)).map((chunk) => renderer.APP_BASE + chunk);
  writeFileSync(file, intoShell(shell, path, page, { base: renderer.APP_BASE, chunks }));
}
writeFileSync(join(outDir, PRERENDERED_PROFILE_FILE), `${flagsProfile}\n`);
mock.close();
console.log(`${renderer.PRERENDERED_PATHS.length} pages pre-rendered into ${outDir}/prerendered`);
