import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support';
import { expectOnPersonalData, signInAs } from './flows';

/**
 * Every account screen the header's menu reaches for ana, with the heading the screen opens on, in groups a
 * journey each: walking all of them in one journey would take longer than a journey is given.
 */
const GROUPS = {
  mobile: [
    ['Dashboard', 'Dashboard'],
    ['Your plan', 'Your plan'],
    ['All plans', 'All plans'],
    ['Addons', 'Addons'],
    ['Usage', 'Usage'],
    ['SIM settings', 'SIM settings'],
    ['SIM card actions', 'SIM card actions'],
    ['Activate a SIM', 'Activate your SIM'],
    ['Bring your number', 'Bring your number'],
  ],
  money: [
    ['Payment methods', 'Payment methods'],
    ['Billing routes', 'Billing routes'],
    ['Billing', 'Billing'],
    ['Invoices', 'Invoices'],
    ['Pay bill', 'Pay bill'],
    ['Payment history', 'Payment history'],
  ],
  account: [
    ['Personal data', 'Personal data'],
    ['Delivery addresses', 'Delivery addresses'],
    ['My orders', 'My orders'],
    ['Broadband', 'Fibre subscriptions'],
    ['Help centre', 'Help centre'],
    ['Customer groups', 'Customer groups'],
    ['Mobile groups', 'Mobile groups'],
  ],
} as const;

async function visitEachScreen(
  page: Page,
  screens: readonly (readonly [string, string])[],
  open: () => Promise<void>,
  item: 'menuitem' | 'link',
) {
  for (const [entry, heading] of screens) {
    await open();
    await page.getByRole(item, { name: entry, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
}

for (const [group, screens] of Object.entries(GROUPS)) {
  test(`the header menu reaches every ${group} screen by clicking`, async ({ page }) => {
    await signInAs(page, 'ana.postpay@example.co.nz');
    await expectOnPersonalData(page, 'Ana Postpay', 'ana.postpay@example.co.nz');
    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await menuButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await visitEachScreen(page, screens, () => menuButton.click(), 'menuitem');
  });

  test(`on a phone-sized screen the ${group} screens are in a drawer`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, 'ana.postpay@example.co.nz');
    await expectOnPersonalData(page, 'Ana Postpay', 'ana.postpay@example.co.nz');
    const drawerButton = page.getByRole('button', { name: 'Account menu' });
    await drawerButton.click();
    const drawer = page.getByRole('navigation', { name: 'Account menu' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await visitEachScreen(page, screens, () => drawerButton.click(), 'link');
  });
}

test('a suspended account reaches the card form its page offers, instead of coming back to it', async ({
  page,
}) => {
  await signInAs(page, 'suspended@example.co.nz');
  await expect(page).toHaveURL(/\/suspended$/);
  await page.getByRole('link', { name: 'Add a payment card' }).click();
  await expect(page).toHaveURL(/\/profile\/balance\/payment-methods\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await expectAccessible(page);
});
