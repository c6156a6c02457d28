import type { Page } from '@playwright/test';
import { PREACTIVATED_SIMS } from '@portal/fixtures';
import { expect, expectAccessible, PASSWORD, test } from '../support';
import { expectOnDashboard, signInAs } from './flows';

const TAMA = 'tama.prepay@example.co.nz';

/** Opens the SIM card actions from the header's account menu, then one of them. */
async function openAction(page: Page, action: string) {
  await expectOnDashboard(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'SIM card actions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SIM card actions' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: action }).click();
}

test('a SIM swap asks for the password, then moves the number to the spare pre-activated SIM', async ({
  page,
}) => {
  await signInAs(page, TAMA);
  await openAction(page, 'Swap to a new SIM');
  await expect(page.getByRole('heading', { level: 1, name: 'SIM swap' })).toBeVisible();
  await expect(page.getByLabel('New SIM ID')).toBeHidden();
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('the password is invalid, please enter correct one')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAccessible(page);

  await page.getByLabel('New SIM ID').fill('8964050000000000999');
  await page.getByRole('button', { name: 'Swap SIM' }).click();
  await expect(page.getByText(/^SIM swap issue/)).toBeVisible();
  await page.getByLabel('New SIM ID').fill(PREACTIVATED_SIMS.tamaSpare.SIMID);
  await page.getByRole('button', { name: 'Swap SIM' }).click();
  await expect(page.getByRole('status')).toContainText(
    `now runs on SIM ${PREACTIVATED_SIMS.tamaSpare.SIMID}`,
  );
});

test('the SIM details show the PUK after the password', async ({ page }) => {
  await signInAs(page, TAMA);
  await openAction(page, 'SIM details and PUK');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const details = page.getByRole('table', { name: 'SIM details' });
  await expect(details.getByRole('row', { name: /PUK code/ })).toContainText(/\d{8}/);
  await expect(details.getByRole('row', { name: 'SIM Enabled' })).toContainText('Enabled');
  await expectAccessible(page);
});

test('a number change picks a free number and the new number shows at once on the dashboard', async ({
  page,
}) => {
  await signInAs(page, TAMA);
  await openAction(page, 'Change phone number');
  await expect(page.getByRole('heading', { level: 1, name: 'Change phone number' })).toBeVisible();
  const choices = page.getByRole('list', { name: 'Choose a new number' }).getByRole('button');
  await expect(choices).toHaveCount(15);
  await expectAccessible(page);
  const chosen = (await choices.nth(2).textContent())?.trim() ?? '';
  await choices.nth(2).click();
  await page.getByRole('button', { name: 'Change my number' }).click();
  await expect(page.getByRole('status')).toContainText(`Your number is now ${chosen}`);
  await page.getByRole('link', { name: 'Back to SIM card actions' }).click();
  await expect(page.getByText(`Manage the SIM of ${chosen}.`)).toBeVisible();
  // The dashboard reads the same store, so it shows the new number without a reload.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByRole('main')).toContainText(chosen);
});
