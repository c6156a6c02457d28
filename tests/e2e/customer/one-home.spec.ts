import type { Page } from '@playwright/test';
import { expect, expectAccessible, settledLayout, test } from '../support';
import { expectOnHome, signInAs, signInThroughForm } from './flows';

const ANA = 'ana.postpay@example.co.nz';
const MERE = 'multi.accounts@example.co.nz';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Your account' });
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu/ });

/** Where a journey leaves the screens it looked at, for a person to open as pictures. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

for (const width of [360, 390, 1440]) {
  test(`at ${width} px signing in lands on the home with the Home tab selected and the button naming ana`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await signInThroughForm(page, ANA);
    await expectOnHome(page);
    // The account button names who is signed in, to assistive technology and on screen.
    await expect(accountButton(page)).toHaveAccessibleName('Account menu, Ana Postpay');
    await expect(accountButton(page)).toContainText(width < 600 ? 'Ana' : 'Ana Postpay');

    // Allowances read data, minutes, texts: on the home's mobile card as on the dashboard.
    const mobile = page.getByRole('article', { name: 'Mobile 021 123 4501' });
    await expect(mobile.getByRole('region')).toHaveText([/^Data/, /^Voice/, /^SMS/]);

    if (width < 600) {
      await settledLayout(page);
      // Four destinations and More, each label on one line.
      const items = tabs(page).locator(':scope > a, :scope > button');
      await expect(items).toHaveCount(5);
      await expect(items).toHaveText(['Home', 'Plans', 'Store', 'My orders', 'More']);
      const labels = await items.locator('span:not(.MuiTouchRipple-root)').evaluateAll((spans) =>
        spans.map((s) => ({
          text: s.textContent,
          lines: Math.round(s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight)),
          cut: s.scrollWidth > s.clientWidth,
        })),
      );
      for (const label of labels) expect(label, label.text ?? '').toMatchObject({ lines: 1, cut: false });
    } else {
      // The desktop keeps its row of every tab.
      await expect(tabs(page).getByRole('link')).toHaveText([
        'Home',
        'Personal data',
        'Plans',
        'Store',
        'My orders',
        'Broadband',
        'Bonuses',
      ]);
    }
    await expectAccessible(page);
    await shot(page, `home-${width}`);
  });
}

test('on a phone More is reached by keyboard, is a labelled menu and opens what the bar has no room for', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, ANA);
  await expectOnHome(page);
  const more = tabs(page).getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Personal data', 'Broadband', 'Bonuses']);
  await expect(menu.getByRole('menuitem', { name: 'Personal data' })).toBeFocused();
  await expectAccessible(page);
  await shot(page, 'phone-more-open-390');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Fibre subscriptions' })).toBeVisible();
  // A page under More is marked in its menu; none of the bar's own tabs is.
  await expect(tabs(page).locator('[aria-current="page"]')).toHaveCount(0);
  await more.click();
  await expect(menu.getByRole('menuitem', { name: 'Broadband' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
});

for (const width of [390, 1440]) {
  test(`at ${width} px a login with three accounts is told which one is open and switches in the menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signInAs(page, MERE);
    await page.getByRole('button', { name: /Mere Multi \(home\)/ }).click();
    await expectOnHome(page);
    await expect(accountButton(page)).toHaveAccessibleName('Account menu, Mere Multi, Mere Multi (home)');
    await accountButton(page).click();
    // A menu on a desktop, a drawer of links on a phone: either says which account is open and offers the others.
    const menu =
      width < 600 ? page.getByRole('navigation', { name: /^Account menu/ }) : page.getByRole('menu');
    await expect(menu.getByText('Account open: Mere Multi (home)')).toBeVisible();
    await expectAccessible(page);
    await shot(page, `account-menu-${width}`);
    await menu.getByRole(width < 600 ? 'button' : 'menuitem', { name: 'Mere Multi (work)' }).click();
    await expect(accountButton(page)).toHaveAccessibleName('Account menu, Mere Multi, Mere Multi (work)');
    // On screen the name as the button says it (a phone has room for the first name; its drawer names the account).
    await expect(accountButton(page)).toHaveText(width < 600 ? 'Mere' : 'Mere Multi Mere Multi (work)');
    await expectAccessible(page);
  });
}
