/**
 * What a browser really fetches before a page can be used: every script and stylesheet Chromium requests from the
 * navigation until the page's own "usable" signal, each counted at its gzipped size (so the figure does not depend
 * on how the server happens to compress). Signed-in pages are loaded fresh after signing in, with the browser cache
 * off, so the count is what that load fetches and not what the sign-in left behind.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/fixtures';
// @ts-expect-error: a plain ESM script shared with the root scripts
import { findChromium } from '../../scripts/chromium.mjs';

const CUSTOMER = 'ana.postpay@example.co.nz';
const OPERATOR = 'operator@provider.example.nz';
const USABLE_WITHIN_MS = 30_000;

export interface PageWeight {
  page: string;
  files: number;
  gzipKb: number;
  budgetKb: number;
  within: boolean;
  urls: string[];
}

interface PageCase {
  name: string;
  budgetKb: number;
  path: string;
  /** Brings the browser to the state the page is measured in (signed in), on the same page. */
  before?: (page: Page) => Promise<void>;
  usable: (page: Page) => Promise<void>;
}

const visibleAndEnabled = async (page: Page, locators: ReturnType<Page['getByLabel']>[]) => {
  for (const l of locators) {
    await l.waitFor({ state: 'visible', timeout: USABLE_WITHIN_MS });
    while (!(await l.isEnabled())) await page.waitForTimeout(20);
  }
};

async function signInCustomer(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(CUSTOMER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  // Where sign-in lands depends on the account (a mobile service opens its dashboard): any profile page will do.
  await page.waitForURL(/\/profile(\/|$)/, { timeout: USABLE_WITHIN_MS });
}

async function signInConsole(page: Page) {
  await page.goto('/console/#/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(OPERATOR);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Orders by state' }).waitFor({ timeout: USABLE_WITHIN_MS });
}

export const PAGES: PageCase[] = [
  {
    name: 'customer-web /sign-in',
    budgetKb: 170,
    path: '/sign-in',
    usable: (page) => visibleAndEnabled(page, [page.getByLabel('Email'), page.getByLabel('Password')]),
  },
  {
    name: 'customer-web /profile/personal-data',
    budgetKb: 170,
    path: '/profile/personal-data',
    before: signInCustomer,
    usable: async (page) => {
      await page
        .getByRole('heading', { level: 1, name: 'Personal data' })
        .waitFor({ timeout: USABLE_WITHIN_MS });
      await page.getByText(CUSTOMER, { exact: true }).waitFor({ timeout: USABLE_WITHIN_MS });
    },
  },
  {
    name: 'console login',
    budgetKb: 300,
    path: '/console/#/login',
    usable: (page) =>
      visibleAndEnabled(page, [
        page.getByRole('textbox', { name: 'Email' }),
        page.getByRole('textbox', { name: 'Password' }),
      ]),
  },
  {
    name: 'console orders list',
    budgetKb: 300,
    path: '/console/#/UFB_order',
    before: signInConsole,
    usable: (page) => page.locator('tbody tr').first().waitFor({ timeout: USABLE_WITHIN_MS }),
  },
];

async function weigh(browser: Browser, baseURL: string, c: PageCase): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    if (c.before) {
      await c.before(page);
      // A hash route on the same document would not reload it: leave the page first.
      await page.goto('about:blank');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const fetched: Request[] = [];
    let counting = true;
    page.on('request', (r) => {
      if (counting && (r.resourceType() === 'script' || r.resourceType() === 'stylesheet')) fetched.push(r);
    });
    await page.goto(c.path);
    await c.usable(page);
    counting = false;
    let gzipBytes = 0;
    for (const request of fetched) {
      const response = await request.response();
      if (!response) continue;
      gzipBytes += gzipSync(await response.body(), { level: 9 }).length;
    }
    const gzipKb = Math.round(gzipBytes / 102.4) / 10;
    return {
      page: c.name,
      files: fetched.length,
      gzipKb,
      budgetKb: c.budgetKb,
      within: gzipKb <= c.budgetKb,
      urls: fetched.map((r) => new URL(r.url()).pathname),
    };
  } finally {
    await context.close();
  }
}

export async function weighPages(baseURL: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: (findChromium as () => string | undefined)(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const weights: PageWeight[] = [];
    for (const c of PAGES) weights.push(await weigh(browser, baseURL, c));
    return weights;
  } finally {
    await browser.close();
  }
}
