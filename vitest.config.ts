import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default, which is half of a two-core machine; its main process is mostly
    // idle while the test files run, so every core runs a file.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'fixtures', root: 'fixtures', include: ['src/**/*.test.ts'] } },
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
