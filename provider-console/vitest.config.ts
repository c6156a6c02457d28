import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const reactRouter = fileURLToPath(import.meta.resolve('react-router')).replace(/index\.js$/, 'index.mjs');

export default defineProject({
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouter }] },
  test: {
    name: 'provider-console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/number-step-validity.ts'],
    // react-admin's router and the console's links must share one react-router: react-admin goes through the same
    // module graph as the console's code, which takes react-router's ES module build, as the browser does.
    server: { deps: { inline: [/react-admin/, /ra-core/, /ra-ui-materialui/] } },
    // Sized for a busy 2-core machine, as the root configuration explains.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
