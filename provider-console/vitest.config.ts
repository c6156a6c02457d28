import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'provider-console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});
