import type { Page } from '@playwright/test';
import { checkDesign } from '../design';
import { expect, test } from '../support';
import { firstRecord, signedIn } from './console';

/** Each list, a record of each opened from it and each form that creates one. */
const LISTS = [
  ['UFB_order', 'Fibre orders'],
  ['UFB', 'Fibre products'],
  ['UFB_plan', 'Fibre plans'],
  ['lfc_product', 'LFC products'],
  ['customer', 'Customers'],
] as const;
const CREATE_FORMS = ['UFB_order', 'UFB_plan', 'lfc_product'] as const;

async function checkConsoleAt(page: Page, width: number, records: Record<string, string>) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/console/#/');
  await expect(page.getByRole('heading', { name: 'Orders by state' })).toBeVisible();
  await checkDesign(page, width, { pageHeading: false });
  for (const [resource, title] of LISTS) {
    await page.goto(`/console/#/${resource}`);
    await expect(page.locator('#react-admin-title')).toContainText(title);
    // A desktop's table or a phone's list of links: the records have come.
    const rows = page.locator('main tbody tr').or(page.locator('main').getByRole('list').getByRole('link'));
    await expect(rows.first()).toBeVisible();
    await checkDesign(page, width, { pageHeading: false });
    await page.goto(`/console/#/${resource}/${records[resource]}/show`);
    await expect(page.locator('.RaShow-main')).toBeVisible();
    await checkDesign(page, width, { pageHeading: false });
  }
  for (const resource of CREATE_FORMS) {
    await page.goto(`/console/#/${resource}/create`);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await checkDesign(page, width, { pageHeading: false });
  }
}

test('every console page keeps the shared look on a phone and a desktop', async ({ page }) => {
  test.setTimeout(150_000);
  // A phone first: the console opens as a person on a phone would, then widens to a desktop.
  await page.setViewportSize({ width: 360, height: 800 });
  await signedIn(page);
  const records: Record<string, string> = {};
  for (const [resource] of LISTS)
    records[resource] = (await firstRecord<{ id: string }>(page, resource, {}, ['id', 'ASC'])).id;
  for (const width of [360, 1440])
    await test.step(`at ${width} px`, () => checkConsoleAt(page, width, records));
});
