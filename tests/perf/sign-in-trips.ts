/**
 * From pressing "Sign in" to the signed-in home's content: how many API round trips the customer waits for one after
 * another, and how long it takes, with the API at localhost and with 100 ms added to every call.
 */
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/fixtures';
import { homeShown } from './page-weight';
import { addApiLatency, describeTrips, recordApiCalls, sequentialRoundTrips } from './round-trips';
// @ts-expect-error: a plain ESM script shared with the root scripts
import { findChromium } from '../../scripts/chromium.mjs';

export const MAX_ROUND_TRIPS = 3;
const LATENCIES_MS = [0, 100];

export interface SignInTrips {
  addedLatencyMs: number;
  roundTrips: number;
  homeMs: number;
  trips: string[];
  within: boolean;
}

export async function measureSignInTrips(baseURL: string): Promise<SignInTrips[]> {
  const browser = await chromium.launch({
    executablePath: (findChromium as () => string | undefined)(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const results: SignInTrips[] = [];
    for (const latency of LATENCIES_MS) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await addApiLatency(page, latency);
      await page.goto('/sign-in');
      // The pre-rendered form can be filled before the app has started; a person typing an email and a password
      // gives it those seconds, so the count starts from a live page (the root loses its pre-rendered mark).
      await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
      await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      const calls = recordApiCalls(page);
      const pressed = performance.now();
      await page.getByRole('button', { name: 'Sign in' }).last().click();
      await homeShown(page);
      const homeMs = Math.round(performance.now() - pressed);
      const timed = await calls.stop();
      const roundTrips = sequentialRoundTrips(timed);
      results.push({
        addedLatencyMs: latency,
        roundTrips,
        homeMs,
        trips: describeTrips(timed),
        within: roundTrips <= MAX_ROUND_TRIPS,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
