import type { Page } from '@playwright/test';
import { expect, mockCall, PASSWORD } from '../support';

/** Signs in through the sign-in screen: for the journeys about signing in. */
export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
}

/**
 * Logins whose sign-in has a step of its own after the password (a multi-factor code, terms to accept, an email to
 * verify): a journey meets that step on the sign-in screen as the customer would.
 */
const SIGN_IN_WITH_A_STEP = new Set([
  'mfa.customer@example.co.nz',
  'instore@example.co.nz',
  'unverified@example.co.nz',
]);

/**
 * Keeps a session in the browser the way the portal keeps it after signing in, for the next page the tab opens and
 * only that one: a journey that later signs out or signs in as someone else is not signed back in behind its back.
 */
async function keepSession(page: Page, auth: unknown, customerUUID: string | null) {
  const flag = `e2e.session.${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ flag, auth, customerUUID }) => {
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      const expiresAt = Date.now() + 30 * 86_400_000;
      localStorage.setItem('portal.app.auth', JSON.stringify({ value: auth, expiresAt }));
      if (customerUUID)
        localStorage.setItem('portal.app.customer', JSON.stringify({ value: customerUUID, expiresAt }));
      else localStorage.removeItem('portal.app.customer');
    },
    { flag, auth, customerUUID },
  );
}

/**
 * Signed in as a customer, starting where the portal puts them after signing in (the home or the account
 * chooser). The sign-in itself goes through the API, not the screen: the screen has journeys of its own,
 * and repeating it in every journey costs a page load and a form each time. A login whose sign-in has a further step,
 * or that the API refuses, goes through the screen so the journey sees what the customer sees.
 */
export async function signInAs(page: Page, email: string, password = PASSWORD) {
  if (SIGN_IN_WITH_A_STEP.has(email)) return signInThroughForm(page, email, password);
  const auth = await mockCall(page, 'POST', '/api/v2/68/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: password, SPID: 68, IncludeRoles: true },
  });
  const body = auth.body as { JWT?: string; roles?: string[] } | null;
  if (!auth.ok || !body?.JWT || !body.roles?.includes('customer'))
    return signInThroughForm(page, email, password);
  const mine = await mockCall(page, 'GET', '/api/v2/68/customer', { token: body.JWT });
  expect(mine.ok).toBe(true);
  const { Customers } = mine.body as { Customers: { UUID: string }[] };
  await keepSession(page, body, Customers.length === 1 ? (Customers[0]?.UUID ?? null) : null);
  // The login and the account are both known from the first render: the signed-in header says the page is ready,
  // wherever the portal then takes the customer (or keeps them, when a call it needs has failed).
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Signed in, a customer lands on the home, the page the Home tab opens, with that tab marked as the page open. */
export async function expectOnHome(page: Page) {
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Home', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
}

/**
 * On the mobile dashboard: a customer who has just signed in lands on the home and opens the dashboard from their
 * mobile service's card (the current service's card comes first among those with a dashboard).
 */
export async function expectOnDashboard(page: Page) {
  await expect(page).toHaveURL(/\/profile\/(my-app-home|dashboard)$/);
  if (page.url().endsWith('/my-app-home'))
    await page
      .getByRole('link', { name: /^Dashboard, / })
      .first()
      .click();
  await expect(page).toHaveURL(/\/profile\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * On personal data with these details: a customer who has just signed in lands on the home and opens personal
 * data from the account menu.
 */
export async function expectOnPersonalData(page: Page, name: string, email: string) {
  await expect(page).toHaveURL(/\/profile\/(my-app-home|personal-data)$/);
  if (page.url().endsWith('/my-app-home')) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    // A menu, or on a phone-sized screen a drawer of links.
    await page
      .getByRole('menuitem', { name: 'Personal data' })
      .or(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Personal data' }))
      .click();
  }
  await expect(page).toHaveURL(/\/profile\/personal-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  // On the page itself: the header's account button names the person too.
  const main = page.getByRole('main');
  await expect(main.getByText(name, { exact: true })).toBeVisible();
  await expect(main.getByText(email, { exact: true })).toBeVisible();
}

/**
 * Opens the header's menu: "Account menu" for a signed-in customer, "Menu" for a visitor (a menu on a wide screen,
 * a drawer on a phone).
 */
export async function openHeaderMenu(page: Page) {
  await page
    .getByRole('button', { name: 'Account menu' })
    .or(page.getByRole('button', { name: 'Menu', exact: true }))
    .click();
}

/** Signs out from the header's account menu (or, on a phone, its drawer) and waits to be signed out. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page
    .getByRole('menuitem', { name: 'Sign out' })
    .or(page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }))
    .click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
}

/** Opens the support chat from the header's menu, where the help entries are. */
export async function openChat(page: Page) {
  await openHeaderMenu(page);
  await page
    .getByRole('menuitem', { name: 'Chat with us' })
    .or(page.getByRole('navigation', { name: /menu/i }).getByRole('button', { name: 'Chat with us' }))
    .click();
}

/** Signs in as ana and switches the portal to te reo Māori on her personal data. */
export async function signInAsAnaInMaori(page: Page) {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await expectOnPersonalData(page, 'Ana Postpay', 'ana.postpay@example.co.nz');
  await openHeaderMenu(page);
  await page.getByRole('menuitemradio', { name: 'Te reo Māori' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ngā raraunga whaiaro' })).toBeVisible();
}

/** A value the portal keeps in the browser's local data (kept as { value, expiresAt }). */
export async function storedValue<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(
    (k) => (JSON.parse(localStorage.getItem(`portal.app.${k}`) ?? '{}') as { value?: unknown }).value,
    key,
  ) as Promise<T | undefined>;
}

/** The token and the selected customer the portal keeps in the browser, for calls a journey makes itself. */
export async function storedSession(page: Page): Promise<{ JWT: string; customer: string }> {
  const auth = await storedValue<{ JWT: string }>(page, 'auth');
  return { JWT: auth?.JWT ?? '', customer: (await storedValue<string>(page, 'customer')) ?? '' };
}

/** A mail or SMS the mock "sent", as the control API lists it. */
export interface SentMessage {
  To: string;
  Subject: string;
  Body: string;
  Link?: string;
  Code?: string;
  Kind: string;
}

/** The newest message of a kind the mock "sent" to an address or number. */
export async function latestMessage(page: Page, to: string, kind: string): Promise<SentMessage> {
  const res = await mockCall(page, 'GET', `/__mock/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok).toBe(true);
  const message = (res.body as { messages: SentMessage[] }).messages.find((m) => m.Kind === kind);
  if (!message) throw new Error(`no ${kind} message to ${to}`);
  return message;
}

/** Moves the mock's clock forward, as time passing would. */
export async function advanceClock(page: Page, ms: number) {
  expect((await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: ms } })).ok).toBe(true);
}

/** Turns a scenario of the simulated backend on for every customer. */
export async function setScenario(page: Page, name: string, on = true) {
  expect((await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name, on } })).ok).toBe(true);
}
