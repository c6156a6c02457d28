import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain ESM script shared with the root scripts
import { findChromium } from '../scripts/chromium.mjs';
import { APP_PORT, APP_PORTS, DEMO_PORT, WORKERS } from './ports';

const executablePath = (findChromium as () => string | undefined)();

export default defineConfig({
  testDir: './e2e',
  // Every journey starts from a reset mock, so journeys of one file may run on different workers.
  fullyParallel: true,
  workers: WORKERS,
  // A journey passes the first time or fails: a retry would hide a check that depends on timing.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    // Transitions end at once, so what the accessibility check sees is what the user sees once the page is still.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'app', testIgnore: /demo\// },
    // The main journey of each customer area (tagged @demo) runs again against the static demo build, where the
    // mock lives in the page and its service worker; every journey runs against the served system.
    {
      name: 'demo',
      testMatch: /(demo|customer)\/.*\.spec\.ts/,
      grep: /@demo/,
      use: { baseURL: `http://localhost:${DEMO_PORT}` },
    },
  ],
  webServer: [
    ...APP_PORTS.map((port) => ({
      command: `node ../scripts/e2e-server.mjs ${port}`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
    {
      command: `node ../scripts/static-server.mjs ${DEMO_PORT}`,
      url: `http://localhost:${DEMO_PORT}/demo/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
