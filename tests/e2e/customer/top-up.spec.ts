import type { Page } from '@playwright/test';
import { expect, expectAccessible, mockCall, test } from '../support';
import { signInAs } from './flows';

const TAMA = 'tama.prepay@example.co.nz';
const TROUBLE =
  'Seems we had some trouble with your card. Please check your card details or add another to retry.';
const DAY = 86_400_000;

const balance = (page: Page) => page.getByTestId('prepay-balance');

async function openTopUp(page: Page) {
  await signInAs(page, TAMA);
  await expect(page).toHaveURL(/\/profile\//);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Top up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Top up' })).toBeVisible();
}

async function topUp(page: Page, amount: string) {
  const form = page.getByRole('form', { name: 'Top up' });
  await form.getByLabel('Amount (NZD)').fill(amount);
  await form.getByRole('button', { name: 'Top up' }).click();
}

test(
  'tama tops up $10 with the test card and sees the balance rise, then a declining card shows the card error',
  { tag: '@demo' },
  async ({ page }) => {
    await openTopUp(page);
    await expect(balance(page)).toHaveText('$23.50');
    await expectAccessible(page);

    await topUp(page, '0.50');
    await expect(page.getByText('The minimum top-up is $1.00')).toBeVisible();
    await topUp(page, '10');
    await expect(
      page.getByRole('status').filter({ hasText: '$10.00 is added to your balance.' }),
    ).toBeVisible();
    await expect(balance(page)).toHaveText('$33.50');

    // A card that saves but whose charges fail.
    await page.goto('/profile/balance/payment-methods/add');
    await page.getByLabel('Card number').fill('4000 0000 0000 0341');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('dialog')).toContainText('Your card is saved.');
    await page.getByRole('button', { name: 'OK' }).click();

    await page.goto('/profile/top-up');
    await expect(balance(page)).toHaveText('$33.50');
    await page.getByLabel('Card').click();
    await page.getByRole('option', { name: /0341/ }).click();
    await topUp(page, '10');
    await expect(page.getByText(TROUBLE)).toBeVisible();
    await expect(balance(page)).toHaveText('$33.50');
    await expectAccessible(page);
  },
);

test('a voucher is redeemed once and refused the second time', async ({ page }) => {
  await openTopUp(page);
  await page.getByRole('link', { name: 'Redeem a voucher' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a voucher' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Voucher code').fill('12345');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('A voucher code is 13 digits')).toBeVisible();
  await page.getByLabel('Voucher code').fill('1000000000010');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('status')).toContainText(
    '$10.00 is added to your balance. Your balance is now $33.50.',
  );
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('This voucher has already been redeemed')).toBeVisible();
  await expectAccessible(page);
});

test('auto top-up charges the card when the clock moves past its period', async ({ page }) => {
  await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: 31 * DAY } });
  await openTopUp(page);
  // Renewals come out of the credit, auto top-up covering what it is short of: $23.50, plus three $20.00 auto
  // top-ups, less the $29.00 plan and four weekly $6.00 data packs.
  await expect(balance(page)).toHaveText('$30.50');
  await expect(page.getByText(/\$20\.00 · Auto top-up · added/)).toHaveCount(3);
});

test('a declined auto top-up turns itself off and the top-up page says so', async ({ page }) => {
  await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name: 'payments.decline', on: true } });
  await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: 31 * DAY } });
  await openTopUp(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Your auto top-up was declined' })).toBeVisible();
  // Nothing was added: the credit paid three weekly $6.00 data packs, and the $29.00 plan it could not cover was
  // not renewed.
  await expect(balance(page)).toHaveText('$5.50');
  await expectAccessible(page);
});
