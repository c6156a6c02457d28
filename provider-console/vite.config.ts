import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { contractsWithoutSchemas } from '../scripts/vite-contracts-without-schemas.mjs';
import { zodWithoutJsonSchema } from '../scripts/vite-zod-without-json-schema.mjs';
import { muiThemeWithoutCssVars } from '../scripts/vite-mui-theme-without-css-vars.mjs';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:4000';

// Served under /console/. `demo` builds carry the mock API in the service worker and may sit under a sub-path
// (DEMO_BASE), the console then at `${DEMO_BASE}console/`.
export default defineConfig(({ mode }) => ({
  base: mode === 'demo' ? `${process.env.DEMO_BASE ?? '/'}console/` : '/console/',
  // A production build calls the API by the contracts' routes alone (their schemas are the server's), and leaves out
  // zod's JSON-schema generator (only the server and the OpenAPI document use it) and MUI's CSS-variable theme
  // generator and provider (the console's themes have neither CSS variables nor colour schemes).
  plugins: [
    react(),
    ...(mode === 'production'
      ? [contractsWithoutSchemas(), zodWithoutJsonSchema(), muiThemeWithoutCssVars({ provider: true })]
      : []),
  ],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('shims/object-entries.cjs', import.meta.url)) },
  },
  build: {
    // OUT_DIR lets two builds on one machine (for example parallel test runs) keep apart.
    outDir: process.env.OUT_DIR ?? (mode === 'demo' ? 'dist-demo' : 'dist'),
    // SOURCEMAP=1 writes source maps beside the chunks (not named in them, so the served code is byte for byte that of
    // a build without), from which the bench tells which packages a page's bytes come from.
    sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false,
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      // zod's builders make values and touch nothing else: a schema no page reads is left out.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/]/,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': API_TARGET, '/__mock': API_TARGET },
  },
}));
