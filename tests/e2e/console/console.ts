import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/fixtures';
import { expect } from '../support';

export const OPERATOR = 'operator@provider.example.nz';
export const ADMIN = 'admin@provider.example.nz';
export const CUSTOMER = 'ana.postpay@example.co.nz';

/** Signs in through the console's login page (react-admin, hash routes under /console/). */
export async function signInConsole(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/console/#/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits for the dashboard. */
export async function signedIn(page: Page, email = OPERATOR) {
  await signInConsole(page, email);
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
