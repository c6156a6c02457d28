import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/fixtures';
import { expect } from '../support';

export const OPERATOR = 'operator@provider.example.nz';
export const ADMIN = 'admin@provider.example.nz';
export const CUSTOMER = 'ana.postpay@example.co.nz';

/** Fills in and sends the console's login form, on the login page the console is showing. */
export async function submitConsoleSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the console's login page (react-admin, hash routes under /console/). */
export async function signInConsole(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/console/#/login');
  await submitConsoleSignIn(page, email, password);
}

/** Signs in through the login page and waits for the dashboard: for the journeys about signing in. */
export async function signedInThroughForm(page: Page, email = OPERATOR) {
  await signInConsole(page, email);
  await expect(page.getByRole('heading', { name: 'Orders by state' })).toBeVisible();
}

/**
 * Signed in and on the dashboard. The sign-in goes through the API and the token is kept where the console keeps
 * it, for the first page this tab opens only; the login page has journeys of its own.
 */
export async function signedIn(page: Page, email = OPERATOR) {
  const res = await page.request.post('/api/v2/68/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: DEMO_PASSWORD, SPID: 68, IncludeRoles: true },
  });
  expect(res.ok(), `${email} signs in`).toBe(true);
  const auth: unknown = await res.json();
  const flag = `e2e.console.${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ flag, auth }) => {
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem('portal.console.auth', JSON.stringify(auth));
    },
    { flag, auth },
  );
  await page.goto('/console/');
  await expect(page.getByRole('heading', { name: 'Orders by state' })).toBeVisible();
}

/** The JWT the console keeps, for calling the API as the signed-in user. */
export async function consoleToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('portal.console.auth') ?? '{}').JWT as string);
}

/** Opens a list with a filter in the URL (react-admin reads it). */
export async function openList(page: Page, resource: string, filter: object = {}) {
  await page.goto(`/console/#/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
}

/** Calls the provider-side store as the signed-in user (what an operator could do by hand). */
export async function storeCall(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: object,
) {
  const token = await consoleToken(page);
  return page.request.fetch(`/api/v3/68/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
}

/** The first record of a store list matching a filter, through the ra-data-simple-rest query the console uses. */
export async function firstRecord<T>(
  page: Page,
  resource: string,
  filter: object,
  sort = ['CreatedAtNanos', 'DESC'],
) {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(sort),
    range: JSON.stringify([0, 0]),
  });
  const res = await storeCall(page, 'GET', `${resource}?${query}`);
  expect(res.ok()).toBe(true);
  const [record] = (await res.json()) as T[];
  expect(record, `a ${resource} matching ${JSON.stringify(filter)}`).toBeDefined();
  return record as T;
}
