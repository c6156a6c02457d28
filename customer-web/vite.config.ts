import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { muiThemeWithoutCssVars } from '../scripts/vite-mui-theme-without-css-vars.mjs';
import { contractsWithoutSchemas } from '../scripts/vite-contracts-without-schemas.mjs';
import { zodWithoutJsonSchema } from '../scripts/vite-zod-without-json-schema.mjs';
import { appOutDir, prerenderOutDir } from './scripts/build-dirs.mjs';
import { recordRouteImports } from './scripts/record-route-imports.mjs';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:4000';

// `demo` builds carry the mock API in the service worker and may be served under a sub-path (DEMO_BASE).
// `--ssr` builds the code that pre-renders the visitor pages (scripts/prerender-pages.ts), beside the app.
export default defineConfig(({ mode, isSsrBuild }) => ({
  base: mode === 'demo' ? (process.env.DEMO_BASE ?? '/') : '/',
  // A production build calls the API by the contracts' routes alone (their schemas are the server's), and leaves out
  // zod's JSON-schema generator (only the server and the OpenAPI document use it) and MUI's CSS-variable theme
  // generator and provider (the portal's theme has neither CSS variables nor colour schemes).
  plugins: [
    react(),
    recordRouteImports(fileURLToPath(new URL('.', import.meta.url))),
    ...(mode === 'production'
      ? [contractsWithoutSchemas(), zodWithoutJsonSchema(), muiThemeWithoutCssVars({ provider: true })]
      : []),
  ],
  build: {
    outDir: isSsrBuild ? prerenderOutDir(mode) : appOutDir(mode),
    // Which chunks hold which module, for the pre-rendered pages' links to their route's code.
    manifest: !isSsrBuild,
    // SOURCEMAP=1 writes source maps beside the chunks (not named in them, so the served code is byte for byte that of
    // a build without), from which the bench tells which packages a page's bytes come from.
    sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The form layer's index only re-exports: declared so, a page takes only the fields it uses, and the sign-in
      // page does not carry the select, radio and checkbox code (nor the MUI menu and popover under the select).
      treeshake: {
        moduleSideEffects: [{ test: /components[\\/]form[\\/]index\.ts$/, sideEffects: false }],
        // zod's builders make values and touch nothing else: a schema no page reads is left out.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|@emotion|stylis|@mui)[\\/]/,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/__mock': API_TARGET },
  },
}));
