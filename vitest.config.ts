import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
