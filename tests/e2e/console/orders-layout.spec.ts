import { expect, expectAccessible, settledLayout, test } from '../support';
import { openList, signedIn } from './console';

for (const width of [1280, 1400, 1920]) {
  test(`the orders table fits a ${width} px screen: no sideways scrolling, addresses on one line`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await openList(page, 'UFB_order');
    const table = page.locator('table').first();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await settledLayout(page);

    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      const wrapper = document.querySelector('table')?.parentElement as HTMLElement;
      return {
        page: root.scrollWidth - root.clientWidth,
        table: wrapper.scrollWidth - wrapper.clientWidth,
      };
    });
    expect(overflow.page).toBeLessThanOrEqual(0);
    expect(overflow.table).toBeLessThanOrEqual(0);

    // The address is one truncated line; the whole of it shows on hover.
    const address = table.locator('tbody tr').first().locator('td.column-Address\\.Formatted span');
    const full = await address.getAttribute('title');
    expect(full?.length).toBeGreaterThan(10);
    await expect(address).toHaveText(full as string);
    const lines = await address.evaluate((el) => {
      const style = getComputedStyle(el);
      return Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight));
    });
    expect(lines).toBe(1);
    await testInfo.attach(`orders-${width}.png`, { body: await page.screenshot(), contentType: 'image/png' });
  });
}

test('the saved queries panel folds away and comes back', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await signedIn(page);
  await openList(page, 'UFB_order');
  const heading = page.getByRole('heading', { name: 'Saved queries' });
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Hide saved queries' }).click();
  await expect(heading).toBeHidden();
  await page.getByRole('button', { name: 'Show saved queries' }).click();
  await expect(heading).toBeVisible();
});

test('on a phone the order filters open in a drawer from a Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await openList(page, 'UFB_order');
  await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
  // No filter inputs in a row above the list: a button opens them.
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('combobox', { name: 'LFC', exact: true })).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Customer' })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('combobox', { name: 'LFC', exact: true }).click();
  await page.getByRole('option', { name: 'Chorus' }).click();
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByRole('button', { name: /^Filters \(\d+\)$/ })).toBeVisible();
  await expect(page).toHaveURL(/Chorus/);
});

test('on a phone every list and the dashboard fit a 390 px screen, one line per record', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await settledLayout(page);
  expect(await sideways(), 'the dashboard').toBeLessThanOrEqual(0);
  for (const [resource, title] of [
    ['UFB_order', 'Fibre orders'],
    ['UFB', 'Fibre products'],
    ['UFB_plan', 'Fibre plans'],
    ['lfc_product', 'LFC products'],
    ['customer', 'Customers'],
  ] as const) {
    await openList(page, resource);
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
    await settledLayout(page);
    expect(await sideways(), title).toBeLessThanOrEqual(0);
    // The page title has room to say where the operator is: the language is an icon on a phone.
    const titleCut = await page
      .locator('#react-admin-title')
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(titleCut, `${title} title`).toBeLessThanOrEqual(0);
  }
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Te reo Māori' }).click();
  await expect(page.getByRole('button', { name: 'Reo: Te reo Māori' })).toBeVisible();
  await page.getByRole('button', { name: 'Reo: Te reo Māori' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  // A record opened from the phone list fits too.
  await page.getByRole('list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/customer\/[^/]+\/show/);
  await settledLayout(page);
  expect(await sideways(), 'a customer').toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('a window narrowed to a phone’s width keeps a page the operator can use, and widened gets its menu back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The menu closed rather than lying over the page: the page's own links answer.
  await page.getByRole('link', { name: /^Acknowledged/ }).click();
  await expect(page).toHaveURL(/acknowledged/);
  await expect(page.getByRole('heading', { name: 'Orders by state' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('menuitem', { name: 'Fibre plans' })).toBeVisible();
  // Opened on a phone, the menu is a drawer over the page that says what it is.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('menuitem', { name: 'Fibre plans' })).toBeVisible();
  await expectAccessible(page);
});
