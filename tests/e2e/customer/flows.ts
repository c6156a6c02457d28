import type { Page } from '@playwright/test';
import { expect, PASSWORD } from '../support';

/** Signs in through the sign-in screen. */
export async function signInAs(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
}

export async function expectOnPersonalData(page: Page, name: string, email: string) {
  await expect(page).toHaveURL(/\/profile\/personal-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

/** The token and the selected customer the portal keeps in the browser, for calls a journey makes itself. */
export async function storedSession(page: Page): Promise<{ JWT: string; customer: string }> {
  return page.evaluate(() => ({
    JWT: (JSON.parse(localStorage.getItem('portal.app.auth') ?? '{}') as { JWT: string }).JWT,
    customer: JSON.parse(localStorage.getItem('portal.app.customer') ?? '""') as string,
  }));
}
