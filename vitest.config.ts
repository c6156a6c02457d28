import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { customerWebProjects } from './customer-web/vitest.projects.ts';

// Limits for a 2-core machine whose both cores run test files while other work shares them: a test that takes
// 5 s alone can take four times that there. A test that hangs still fails.
const limits = { testTimeout: 60_000, hookTimeout: 120_000 };
const pure = { include: ['src/**/*.test.ts'], isolate: false, ...limits };

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
      // Each handler test builds its own store and app, so the files share one module graph too (a third of the time).
      {
        test: {
          name: 'mock-api',
          root: 'mock-api',
          include: ['src/**/*.test.ts'],
          isolate: false,
          ...limits,
        },
      },
      ...customerWebProjects,
      'provider-console/vitest.config.ts',
      {
        test: {
          name: 'contract',
          root: 'tests',
          include: ['contract/**/*.test.ts'],
          ...limits,
        },
      },
    ],
  },
});
