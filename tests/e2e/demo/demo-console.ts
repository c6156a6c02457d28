import { expect, type Page } from '@playwright/test';
import { OPERATOR, submitConsoleSignIn } from '../console/console';
import { untilDemoMockAnswers } from '../support';

/** An operator signs in to the static demo's console through its form and lands on the dashboard. */
export async function signInToDemoConsole(page: Page, address = '/demo/console/') {
  await page.goto(address);
  await untilDemoMockAnswers(page);
  await submitConsoleSignIn(page, OPERATOR);
  await expect(page.getByRole('heading', { name: 'Orders by state' })).toBeVisible();
}
