import { expect, expectAccessible, test } from '../support';
import { CUSTOMER, OPERATOR, signInConsole, signedInThroughForm } from './console';

test('an operator signs in and sees the orders list', async ({ page }) => {
  await page.goto('/console/');
  // The form sits in the page's main landmark, where a screen reader's "skip to main" lands.
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expectAccessible(page);
  await signedInThroughForm(page, OPERATOR);
  // The console wears the provider's brand: its mark, named, in the app bar.
  await expect(page.getByRole('banner').getByRole('img', { name: 'Tūī Mobile' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Fibre orders' }).click();
  await expect(page).toHaveURL(/#\/UFB_order/);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  // Buttons in sentence case, as in the portal.
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCSS('text-transform', 'none');
  await expect(page.getByRole('tab', { name: /^Open \(\d+\)$/ })).toBeVisible();
  await expectAccessible(page);
});

test('a customer login is refused by the console with a clear message', async ({ page }) => {
  await signInConsole(page, CUSTOMER);
  await expect(
    page.getByText('This login cannot use the provider console: it needs the operator or admin role.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
  const stored = await page.evaluate(() => localStorage.getItem('portal.console.auth'));
  expect(stored).toBeNull();
});
