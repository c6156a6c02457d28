import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'provider-console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Sized for a busy 2-core machine, as the root configuration explains.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
