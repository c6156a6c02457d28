import type { Page } from '@playwright/test';
import { expect, expectAccessible, settledLayout, test } from '../support';
import { expectOnDashboard, signInAs } from './flows';

const ANA = 'ana.postpay@example.co.nz';

/** Each profile tab ana has, and the heading of the page it opens. */
const TABS = [
  ['Personal data', 'Personal data'],
  ['Plans', 'All plans'],
  ['Store', 'Store'],
  ['My orders', 'My orders'],
  ['Broadband', 'Fibre subscriptions'],
  ['Bonuses', 'Rewards'],
  ['Home', 'Home'],
] as const;

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

/** The tabs a phone's bottom bar has no room for: one tap away under "More". */
const UNDER_MORE = new Set(['Personal data', 'Broadband', 'Bonuses']);

/**
 * Clicks through every tab, checking each opens its page and is the one marked as current; on a phone the tabs
 * under "More" are items of its menu, marked there.
 */
async function visitEveryTab(page: Page, phone = false) {
  for (const [tab, heading] of TABS) {
    if (phone && UNDER_MORE.has(tab)) {
      await tabs(page).getByRole('button', { name: 'More' }).click();
      await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: tab }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await tabs(page).getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menuitem', { name: tab })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      continue;
    }
    await tabs(page).getByRole('link', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveCount(1);
  }
}

test('on a desktop the profile tabs reach every area, mark the current one, and the store leads to the shop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  // The tabs sit in the header, under the brand.
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Your account' })).toBeVisible();
  await expectAccessible(page);
  await visitEveryTab(page);

  // The store's broadband card opens the broadband shop, still under the store tab.
  await tabs(page).getByRole('link', { name: 'Store' }).click();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Broadband/ })
    .click();
  await expect(page).toHaveURL(/\/broadband$/);
  await expect(tabs(page).getByRole('link', { name: 'Store' })).toHaveAttribute('aria-current', 'page');
});

test('a deeper page has a breadcrumb back to its tab', async ({ page }) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  await tabs(page).getByRole('link', { name: 'Personal data' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await page.goto('/profile/personal-data/change-password');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Change password');
  await expectAccessible(page);
  await crumbs.getByRole('link', { name: 'Personal data' }).click();
  await expect(page).toHaveURL(/\/profile\/personal-data$/);
});

test('on a phone the header is one short row and the tabs are a bottom bar that reaches every area, some under More', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  await settledLayout(page);
  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.height ?? 999).toBeLessThanOrEqual(64);
  await expect(header.getByRole('img', { name: 'Tūī Mobile' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // The bar is at the bottom of the screen, not in the header.
  const bar = await tabs(page).boundingBox();
  expect(bar && bar.y + bar.height).toBeCloseTo(844, -1);
  await expectAccessible(page);
  await visitEveryTab(page, true);
});

test('the account menu groups its screens with the language and the look, and signs out', async ({
  page,
}) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  for (const group of ['Account', 'Billing', 'Mobile', 'Broadband', 'Help', 'Language', 'Appearance'])
    await expect(menu.getByText(group, { exact: true }).first()).toBeVisible();
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  // The dark look, chosen here, holds after a reload.
  await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(16, 18, 20)');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(16, 18, 20)');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a visitor finds every way in on the landing page, each one click away', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile and broadband, sorted' })).toBeVisible();
  await expectAccessible(page);
  const main = page.getByRole('main');
  const ways = [
    [/Mobile plans/, /\/plans$/],
    [/^Broadband/, /\/broadband$/],
    [/SIM cards/, /\/sim-purchase$/],
    [/Recharge/, /\/recharge$/],
    [/Pay a bill/, /\/pay-bill$/],
    [/^Sign up$/, /\/sign-up$/],
    [/^Sign in$/, /\/sign-in$/],
  ] as const;
  for (const [name, url] of ways) {
    await page.goto('/');
    await main.getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // The address check on the landing page opens the broadband shop with the address already searched.
  await page.goto('/');
  await main.getByRole('textbox', { name: 'Your address' }).fill('40 Colombo');
  await main.getByRole('button', { name: 'Check my address' }).click();
  await expect(page).toHaveURL(/\/broadband\?address=40%20Colombo$/);
  await expect(page.getByRole('list', { name: 'Addresses found' }).getByRole('button').first()).toBeVisible();
});

test('a customer without a plan is offered the plans and the store, not a dead end', async ({ page }) => {
  await signInAs(page, 'new.customer@example.co.nz');
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Visit the store' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
  await expectAccessible(page);

  // The sample handsets filter by storage and SIM count, and each shows the colour picked.
  const handsets = page.getByRole('list', { name: 'Sample handsets' }).getByRole('listitem');
  await expect(handsets).toHaveCount(4);
  const storage = page.getByRole('group', { name: 'Storage' });
  await storage.getByRole('button', { name: '1 TB' }).click();
  await expect(handsets).toHaveCount(1);
  await expect(handsets.first()).toContainText('Kauri Pro');
  await expect(handsets.first()).toContainText('$2399.00');
  await storage.getByRole('button', { name: 'Any storage' }).click();
  await page.getByRole('group', { name: 'SIMs' }).getByRole('button', { name: '1 SIM', exact: true }).click();
  await expect(handsets).toHaveCount(2);
  const tui = handsets.filter({ hasText: 'Tūī Lite' });
  await expect(tui.getByRole('img', { name: 'Tūī Lite in Green' })).toBeVisible();
  await tui.getByRole('group', { name: 'Colour of Tūī Lite' }).getByRole('button', { name: 'Pink' }).click();
  await expect(tui.getByRole('img', { name: 'Tūī Lite in Pink' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Get a SIM for your phone' }).click();
  await expect(page).toHaveURL(/\/sim-purchase$/);
});
