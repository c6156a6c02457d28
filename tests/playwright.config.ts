import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain ESM script shared with the root scripts
import { findHeadlessChromium } from '../scripts/chromium.mjs';
import { APP_PORT, APP_PORTS, DEMO_PORT, WORKERS } from './ports';

const executablePath = (findHeadlessChromium as () => string | undefined)();

export default defineConfig({
  testDir: './e2e',
  // Every journey starts from a reset mock, so journeys of one file may run on different workers.
  fullyParallel: true,
  workers: WORKERS,
  // A journey passes the first time or fails: a retry would hide a check that depends on timing.
  retries: 0,
  // Sized for a 2-core machine running two workers, each with its browser and its servers: the slowest journeys
  // take about 45 s there when the machine is busy, so a limit of twice that fails only a journey that is stuck.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // The JSON report gives `npm test` each journey's time for its table of the slowest.
  reporter: [['list'], ['json', { outputFile: 'test-results/journeys.json' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    // Recording a trace costs every journey, failing or not: its screenshots are a screencast of every frame the
    // browser draws (a third of the journeys' processor time), its snapshots another tenth (docs/decisions.md). A
    // failure still leaves its error context (the page's accessibility tree); E2E_TRACE=1 keeps a failed journey's
    // trace, without screenshots.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    // Transitions end at once, so what the accessibility check sees is what the user sees once the page is still.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      // Headless, with no GPU process and nothing running in the background that a journey does not look at.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-software-rasterizer',
        '--disable-extensions',
        '--mute-audio',
        '--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication',
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
