import type { Page } from '@playwright/test';
import { holderOfNumber } from '@portal/shared';
import { expect, expectAccessible, mockCall, test } from '../support';
import { expectOnDashboard, signInAs } from './flows';

const TAMA = 'tama.prepay@example.co.nz';
const NUMBER = '021 555 0101';
const HOLDER = holderOfNumber('64215550101');
const HOUR_MS = 3_600_000;

async function clockOn(page: Page, ms: number) {
  const answer = await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: ms } });
  expect(answer.ok).toBe(true);
}

/** tama opens Bring your number from the account menu. */
async function openPorting(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Bring your number' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bring your number' })).toBeVisible();
}

async function askToPort(page: Page, account = 'AC-1001') {
  const form = page.getByRole('form', { name: 'Port a number in' });
  await form.getByLabel('Number to bring').fill(NUMBER);
  await form.getByRole('combobox', { name: 'Current provider' }).click();
  await page.getByRole('option', { name: HOLDER }).click();
  await form.getByLabel('Account number at your current provider').fill(account);
  await form.getByRole('button', { name: 'Start porting' }).click();
}

const tracker = (page: Page) => page.getByRole('region', { name: `Porting ${NUMBER}` });
const currentStep = (page: Page) => tracker(page).locator('[aria-current="step"]');

/** Three hours on the clock end any port; tama's expired token is refreshed as the dashboard loads again. */
async function threeHoursLater(page: Page) {
  await clockOn(page, 3 * HOUR_MS);
  await page.goto('/profile/dashboard');
  await expectOnDashboard(page);
}

test('a port completes after the clock moves three hours', { tag: '@demo' }, async ({ page }) => {
  // Two sign-ins and three accessibility checks in one journey.
  test.slow();
  await signInAs(page, TAMA);
  await expectOnDashboard(page);
  await openPorting(page);
  await expectAccessible(page);
  await askToPort(page);
  await expect(currentStep(page)).toContainText('Requested: waiting for your old provider');
  await expect(tracker(page)).toContainText('Next: Details checked: waiting for approval');
  await expectAccessible(page);
  await threeHoursLater(page);
  // The number that came in is the service's number now.
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(NUMBER);
  await openPorting(page);
  await expect(tracker(page)).toContainText('Your number is now with us.');
  const steps = tracker(page).getByRole('list', { name: 'Progress of the port' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /Requested/,
    /Details checked/,
    /Approved by your old provider/,
    /Waiting for the networks to swap/,
    /Moving your number onto our network/,
    /Completed/,
  ]);
  await expectAccessible(page);
});

test('a port refused for the account number is corrected and retried to completion', async ({ page }) => {
  await mockCall(page, 'PUT', '/__mock/scenarios', {
    data: { name: 'porting.reject-account-number', on: true },
  });
  await signInAs(page, TAMA);
  await expectOnDashboard(page);
  await openPorting(page);
  await askToPort(page, 'WRONG-1');
  await expect(currentStep(page)).toContainText('Requested');
  await clockOn(page, 10 * 60_000);
  // The page follows the running port by itself.
  await expect(tracker(page)).toContainText('Your old provider refused the port: account number incorrect.');
  await expectAccessible(page);
  await mockCall(page, 'PUT', '/__mock/scenarios', {
    data: { name: 'porting.reject-account-number', on: false },
  });
  await tracker(page).getByLabel('Account number at your current provider').fill('AC-1001');
  await tracker(page).getByRole('button', { name: 'Send again' }).click();
  await expect(currentStep(page)).toContainText('Requested');
  await threeHoursLater(page);
  await openPorting(page);
  await expect(tracker(page)).toContainText('Your number is now with us.');
  await expect(tracker(page)).toContainText('Refused');
});

test('a port is cancelled before approval', async ({ page }) => {
  await signInAs(page, TAMA);
  await expectOnDashboard(page);
  await openPorting(page);
  await askToPort(page);
  await tracker(page).getByRole('button', { name: 'Cancel the port' }).click();
  await expect(tracker(page)).toContainText('This port was cancelled.');
  await expect(currentStep(page)).toContainText('Cancelled');
  // The SIM is free again for another port.
  await expect(page.getByRole('form', { name: 'Port a number in' })).toBeVisible();
  await expectAccessible(page);
});
