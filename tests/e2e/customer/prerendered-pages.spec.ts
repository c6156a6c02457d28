import type { Page } from '@playwright/test';
import { brandFor } from '@portal/shared';
import { expect, PASSWORD, test, untilLive } from '../support';
import { expectOnHome, signInAs } from './flows';
import { fibreAndRouterInCart } from './shop-flows';

const BRAND = brandFor().name;

const LIGHT_BACKGROUND = 'rgb(244, 246, 249)';

/** What each pre-rendered visitor page shows before (and without) its JavaScript. */
const PAGES: { path: string; heading: string; shows: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    heading: 'Mobile and broadband, sorted',
    shows: (page) => expect(page.getByRole('link', { name: /^Mobile plans/ })).toBeVisible(),
  },
  {
    path: '/sign-in',
    heading: 'Sign in',
    shows: async (page) => {
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByLabel('Password')).toBeVisible();
    },
  },
  {
    path: '/sign-up',
    heading: 'Create an account',
    shows: (page) => expect(page.getByLabel('First name')).toBeVisible(),
  },
  {
    path: '/plans',
    heading: 'Mobile plans',
    shows: (page) => expect(page.getByText('Postpay Essential 12GB')).toBeVisible(),
  },
  {
    path: '/international-plans',
    heading: 'International plans',
    shows: async (page) => {
      await expect(page.getByText('International minutes 50')).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Cook Islands' })).toBeVisible();
    },
  },
  {
    path: '/broadband',
    heading: 'Broadband at your address',
    shows: (page) => expect(page.getByRole('textbox', { name: 'Your address' })).toBeVisible(),
  },
  {
    path: '/recharge',
    heading: 'Recharge a mobile',
    shows: (page) => expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible(),
  },
  {
    path: '/pay-bill',
    heading: 'Pay a bill',
    shows: (page) => expect(page.getByRole('textbox', { name: 'Invoice or account number' })).toBeVisible(),
  },
  {
    path: '/help',
    heading: 'Help centre',
    shows: (page) => expect(page.getByRole('link', { name: /Getting started/ })).toBeVisible(),
  },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'every visitor page arrives drawn and styled: its title, its heading, its data and its form fields',
    { tag: '@demo' },
    async ({ page }) => {
      for (const { path, heading, shows } of PAGES) {
        await page.goto(path);
        // The tab and the history name the page before any script runs; the home is the brand's own.
        await expect(page).toHaveTitle(path === '/' ? BRAND : `${heading} · ${BRAND}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await shows(page);
        // Styled by the CSS the page carries: the theme's light background, not the browser's white.
        await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
      }
    },
  );

  test('a sign-in sent before the page has its script comes back to the page, with nothing in the address', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
    await page.getByLabel('Password').fill(PASSWORD);
    const back = page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 303);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await back;
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');
  });
});

/**
 * Opens a pre-rendered page on a slow phone's terms: its scripts held back until `meanwhile` (a person filling in the
 * page already drawn) is done, then the page goes live.
 */
async function openBeforeItsScripts(page: Page, path: string, meanwhile: () => Promise<void>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  const opened = page.goto(path);
  // The page's one small script that holds a form sent early (long run on a real phone before a person could fill
  // the form in).
  await page.waitForFunction(() => (window as unknown as { __heldSubmit?: unknown }).__heldSubmit === null);
  await meanwhile();
  release();
  await opened;
  await page.unrouteAll();
}

/** A visitor fills in the sign-in and presses Sign in, all before the page's scripts have run. */
async function signInBeforeItsScripts(page: Page) {
  await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
}

test('a visitor who signs in before the page has answered is signed in once it does', async ({ page }) => {
  // A first visit: the page hydrates over what was typed, then sends the form as it was sent.
  await keepFirstDrawnElement(page);
  await openBeforeItsScripts(page, '/sign-in', () => signInBeforeItsScripts(page));
  expect(await keptFirstDrawnElement(page)).toBe(true);
  await expectOnHome(page);
});

test('a shopper with a cart who signs in before the page has answered is signed in once it is drawn afresh', async ({
  page,
}) => {
  await fibreAndRouterInCart(page);
  await keepFirstDrawnElement(page);
  await openBeforeItsScripts(page, '/sign-in', () => signInBeforeItsScripts(page));
  // The cart is kept in the browser, so the page was drawn afresh: what was typed went over to the new form.
  expect(await keptFirstDrawnElement(page)).toBe(false);
  await expectOnHome(page);
  await expect(page.getByRole('link', { name: '2 items in your cart' })).toBeVisible();
});

/** Notes the root's first element as the HTML arrived, before any script ran. */
async function keepFirstDrawnElement(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { firstDrawn: document.getElementById('root')?.firstElementChild });
    });
  });
}

/** Hydrating keeps the elements the HTML brought; rendering afresh replaces them. */
const keptFirstDrawnElement = (page: Page) =>
  page.evaluate(
    () =>
      document.getElementById('root')?.firstElementChild ===
      (window as unknown as { firstDrawn?: Element }).firstDrawn,
  );

test('a pre-rendered page hydrates without a warning and works: sign-in from /sign-in, a plan from /plans', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await keepFirstDrawnElement(page);

  await page.goto('/plans');
  await page.getByRole('button', { name: 'Limited' }).click();
  await expect(page.getByRole('button', { name: 'Limited' })).toHaveAttribute('aria-pressed', 'true');
  expect(await keptFirstDrawnElement(page)).toBe(true);
  await page.getByRole('link', { name: 'Sign in to choose' }).first().click();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
  await page.getByLabel('Password').fill(PASSWORD);
  expect(await keptFirstDrawnElement(page)).toBe(true);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expectOnHome(page);
  expect(warnings.filter((w) => /hydrat|did not match/i.test(w))).toEqual([]);
});

/** The chunk of a visitor page's own code, by the module's name: `/plans` is drawn by `plans-page`. */
const pageChunk = (path: string) =>
  new RegExp(`/assets/${path === '/' ? 'home' : path.slice(1)}-page-[\\w-]+\\.js$`);

test("each pre-rendered page names its route's code, linked once painted, so the app asks for it at once", async ({
  page,
}) => {
  const named = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="route-code">(.*?)<\/script>/.exec(html)?.[1] ?? '[]',
    ) as string[];
  for (const { path, heading } of PAGES) {
    const routeCode = named(await (await page.request.get(path)).text());
    expect(
      routeCode.filter((href) => pageChunk(path).test(href)),
      path,
    ).toHaveLength(1);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const linked = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (l) => new URL(l.href).pathname,
        ),
      );
    await expect
      .poll(async () => {
        const now = await linked();
        return routeCode.filter((href) => !now.includes(href));
      }, path)
      .toEqual([]);
    const inPage = await linked();
    expect(inPage.length, `${path}: each chunk linked once`).toBe(new Set(inPage).size);
  }
});

/** The emotion class of each element the app drew, in document order. */
const styleNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root [class*="css-"]')].map((e) =>
      [...e.classList].filter((c) => c.startsWith('css-')).join(' '),
    ),
  );

test('a pre-rendered page carries the style names the app draws, so hydrating it does not draw its styles again', async ({
  page,
}) => {
  await keepFirstDrawnElement(page);
  await page.goto('/sign-in');
  await untilLive(page);
  expect(await keptFirstDrawnElement(page)).toBe(true);
  const hydrated = await styleNames(page);
  // A query rules hydration out: the same page drawn afresh by the browser.
  await page.goto('/sign-in?drawn=afresh');
  await untilLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await styleNames(page)).toEqual(hydrated);
});

test('a signed-in customer, a Māori-speaking visitor and a dark device open pre-rendered pages without an error', async ({
  page,
}) => {
  await keepFirstDrawnElement(page);
  // Dark: the page hydrates light, as it was drawn, and turns dark straight after.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page.locator('body')).not.toHaveCSS('background-color', LIGHT_BACKGROUND);
  expect(await keptFirstDrawnElement(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });

  // Te reo Māori: the page is drawn afresh in the visitor's language.
  await page.evaluate(() => localStorage.setItem('portal.lang', 'mi-NZ'));
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveCount(0);
  await page.evaluate(() => localStorage.removeItem('portal.lang'));

  // Signed in: /sign-in leads home, and the home is the customer's.
  await signInAs(page, 'ana.postpay@example.co.nz');
  await page.goto('/sign-in');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a shopper with a cart in progress opens pre-rendered pages drawn afresh, with the cart in the header', async ({
  page,
}) => {
  await fibreAndRouterInCart(page);
  await keepFirstDrawnElement(page);
  for (const path of ['/plans', '/broadband', '/']) {
    await page.goto(path);
    // The cart is kept in the browser, which the pre-rendered page (a first visit's) cannot show: it is drawn afresh.
    await expect(page.getByRole('link', { name: '2 items in your cart' })).toBeVisible();
    expect(await keptFirstDrawnElement(page), path).toBe(false);
  }
  await page.getByRole('link', { name: '2 items in your cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Fibre Fast' })).toBeVisible();
});
