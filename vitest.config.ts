import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const pure = { include: ['src/**/*.test.ts'], isolate: false, testTimeout: 60_000 };

export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default, which is half of a two-core machine; its main process is mostly
    // idle while the test files run, so every core runs a file.
    maxWorkers: availableParallelism(),
    projects: [
      // Pure functions and plain data: their files share one module graph instead of importing zod and the model
      // afresh per file. The model-based tests drive 1,000 runs each, so they get time for a busy machine.
      { test: { ...pure, name: 'shared', root: 'shared' } },
      { test: { ...pure, name: 'fixtures', root: 'fixtures' } },
      { test: { name: 'mock-api', root: 'mock-api', include: ['src/**/*.test.ts'] } },
      'customer-web/vitest.config.ts',
      'provider-console/vitest.config.ts',
      {
        test: {
          name: 'contract',
          root: 'tests',
          include: ['contract/**/*.test.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
