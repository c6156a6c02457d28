import type { Page } from '@playwright/test';
import { PREACTIVATED_SIMS, SOCIAL_PERSONA } from '@portal/fixtures';
import { expect, expectAccessible, PASSWORD, test } from '../support';
import { expectOnDashboard, latestMessage, signInAs } from './flows';

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

/** Asks for the emailed code on a sensitive action and returns the code the outbox holds for the address. */
async function emailedCode(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Email me a code', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('We sent a code to');
  return (await latestMessage(page, email, 'sign-in-code')).Code ?? '';
}

/** The same code with its last digit changed: a code that was never sent. */
const wrongCode = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

test('the SIM details open with an emailed code instead of the password; a wrong code is refused', async ({
  page,
}) => {
  await signInAs(page, TAMA);
  await openAction(page, 'SIM details and PUK');
  await page.getByRole('button', { name: 'Email me a code instead' }).click();
  await expect(page.getByLabel('Password')).toBeHidden();
  const code = await emailedCode(page, TAMA);
  await expectAccessible(page);

  await page.getByLabel('Code').fill(wrongCode(code));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The code is invalid or has expired' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'SIM details' })).toBeHidden();

  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  const details = page.getByRole('table', { name: 'SIM details' });
  await expect(details.getByRole('row', { name: /PUK code/ })).toContainText(/\d{8}/);
  await expectAccessible(page);
});

test('a customer who signed up with Google is offered the emailed code, not the password, to disable the SIM', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google (simulated)' });
  await dialog.getByLabel(/^Name/).fill('Wiremu Google');
  await dialog.getByLabel(/^Email/).fill(SOCIAL_PERSONA.email);
  await page.getByRole('button', { name: 'Allow and continue' }).click();
  await openAction(page, 'Disable SIM');

  await expect(page.getByRole('heading', { level: 1, name: 'Disable SIM' })).toBeVisible();
  await expect(page.getByText('We will email you a code to confirm it is you.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Email me a code instead' })).toHaveCount(0);
  const code = await emailedCode(page, SOCIAL_PERSONA.email);
  await expectAccessible(page);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Disable SIM' }).click();
  await expect(page.getByRole('status')).toHaveText('Your SIM is disabled.');
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
