import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/fixtures';
import { untilDemoMockAnswers } from '../support';

/** An operator signs in to the static demo's console through its form and lands on the dashboard. */
export async function signInToDemoConsole(page: Page, address = '/demo/console/') {
  await page.goto(address);
  await untilDemoMockAnswers(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('operator@provider.example.nz');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders by state' })).toBeVisible();
}
