/**
 * What a browser really fetches before a page can be used: every script and stylesheet Chromium requests from the
 * navigation until the page's own "usable" signal, each counted at its gzipped size (so the figure does not depend
 * on how the server happens to compress). Signed-in pages are loaded fresh after signing in, with the browser cache
 * off, so the count is what that load fetches and not what the sign-in left behind.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/fixtures';
import { breakdown } from './package-breakdown';
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
  /** Gzipped KB by package (from the builds' source maps: SOURCEMAP=1). */
  packages: Record<string, number>;
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

/** The signed-in home shows its content: its heading and what the mobile plan has left. */
export async function homeShown(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: USABLE_WITHIN_MS });
  await page
    .getByText(/ left of /)
    .first()
    .waitFor({ timeout: USABLE_WITHIN_MS });
}

/** Signs ana in through the form; `base` is the portal's address when the page's context has none. */
export async function signInCustomer(page: Page, base = '') {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill(CUSTOMER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  // Where sign-in lands depends on the account (a mobile service opens its dashboard): any profile page will do.
  await page.waitForURL(/\/profile(\/|$)/, { timeout: USABLE_WITHIN_MS });
}

export async function signInConsole(page: Page, base = '') {
  await page.goto(`${base}/console/#/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(OPERATOR);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Orders by state' }).waitFor({ timeout: USABLE_WITHIN_MS });
}

export const PAGES: PageCase[] = [
  {
    name: 'customer-web /sign-in',
    budgetKb: 220,
    path: '/sign-in',
    usable: (page) => visibleAndEnabled(page, [page.getByLabel('Email'), page.getByLabel('Password')]),
  },
  {
    // The signed-in home: where ana lands after signing in.
    name: 'customer-web signed-in home',
    budgetKb: 260,
    path: '/profile/my-app-home',
    before: (page) => signInCustomer(page),
    usable: homeShown,
  },
  {
    name: 'console login',
    budgetKb: 290,
    path: '/console/#/login',
    usable: (page) =>
      visibleAndEnabled(page, [
        page.getByRole('textbox', { name: 'Email' }),
        page.getByRole('textbox', { name: 'Password' }),
      ]),
  },
  {
    name: 'console orders list',
    budgetKb: 340,
    path: '/console/#/UFB_order',
    before: (page) => signInConsole(page),
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
    const files = [];
    for (const request of fetched) {
      const response = await request.response();
      if (!response) continue;
      const body = await response.body();
      const size = gzipSync(body, { level: 9 }).length;
      gzipBytes += size;
      files.push({ urlPath: new URL(request.url()).pathname, gzipBytes: size, body: body.toString('utf8') });
    }
    const gzipKb = Math.round(gzipBytes / 102.4) / 10;
    return {
      page: c.name,
      files: fetched.length,
      gzipKb,
      budgetKb: c.budgetKb,
      within: gzipKb <= c.budgetKb,
      urls: fetched.map((r) => new URL(r.url()).pathname),
      packages: breakdown(files),
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
