import type { Page } from '@playwright/test';
import { STORE_FIXTURE_IDS } from '@portal/fixtures';
import { expect, expectAccessible, test } from '../support';
import { ADMIN, firstRecord, openList, signedIn, storeCall } from './console';

interface Named {
  id: string;
  Name: string;
}
/** Deletes the record on screen and waits until the API has it deleted (the undoable delete is sent when its notice closes). */
async function deleteShownRecord(page: Page, path: string) {
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Element deleted')).toBeVisible();
  await expect(page.getByText('Element deleted')).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(
      async () =>
        ((await (await storeCall(page, 'GET', path)).json()) as { DeletedAtNanos: unknown }).DeletedAtNanos,
    )
    .not.toBeNull();
}

interface Product {
  id: string;
  OrderNumber: string;
}

test('an operator edits an LFC product and undoes it: the old name stays, also after a reload', async ({
  page,
}) => {
  await signedIn(page);
  const product = await firstRecord<Named>(page, 'lfc_product', {}, ['Name', 'ASC']);
  await page.goto(`/console/#/lfc_product/${product.id}`);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(product.Name);
  await expectAccessible(page);
  await name.fill(`${product.Name} (renamed)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  // Saving went back to the list, where the old name shows at once; the form, reloaded, has it too.
  await expect(page.getByRole('cell', { name: product.Name, exact: true })).toBeVisible();
  await page.goto(`/console/#/lfc_product/${product.id}`);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(product.Name);
  const stored = (await (await storeCall(page, 'GET', `lfc_product/${product.id}`)).json()) as Named;
  expect(stored.Name).toBe(product.Name);
});

test('an operator soft-deletes a fibre product and restores it', async ({ page }) => {
  await signedIn(page);
  const product = await firstRecord<Product>(page, 'UFB', { State: ['active'] });
  await page.goto(`/console/#/UFB/${product.id}/show`);
  await deleteShownRecord(page, `UFB/${product.id}`);

  await openList(page, 'UFB', { q: product.OrderNumber });
  await expect(page.getByText(/^No Fibre products? found/)).toBeVisible();
  // The operator turns the "show deleted" filter on, and the product is listed again.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Show deleted only' }).click();
  const showDeleted = page.getByRole('switch', { name: 'Show deleted only' });
  await showDeleted.check();
  await expect(showDeleted).toBeChecked();
  await expect(page).toHaveURL(/deleted/);
  await page.getByRole('cell', { name: product.OrderNumber }).click();
  await expect(page.getByText(/This record was deleted on/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored')).toBeVisible();
  await openList(page, 'UFB', { q: product.OrderNumber });
  await expect(page.getByRole('cell', { name: product.OrderNumber })).toBeVisible();
});

test('an admin purges a deleted LFC product after a confirmation that names it', async ({ page }) => {
  await signedIn(page, ADMIN);
  const id = STORE_FIXTURE_IDS.deletedLfcProduct;
  const record = (await (await storeCall(page, 'GET', `lfc_product/${id}`)).json()) as Named;
  await page.goto(`/console/#/lfc_product/${id}/show`);
  await page.getByRole('button', { name: 'Purge' }).click();
  const dialog = page.getByRole('dialog', { name: `Purge ${record.Name}?` });
  await expect(dialog).toContainText(`${record.Name} and its notes will be removed for good.`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Purge' }).click();
  await expect(page.getByText(`${record.Name} was purged`)).toBeVisible();
  expect((await storeCall(page, 'GET', `lfc_product/${id}`)).status()).toBe(404);
});

test('an operator sees no purge action on a deleted record, and the API refuses the purge', async ({
  page,
}) => {
  await signedIn(page);
  const id = STORE_FIXTURE_IDS.deletedLfcProduct;
  await page.goto(`/console/#/lfc_product/${id}/show`);
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purge' })).toHaveCount(0);
  const refused = await storeCall(page, 'DELETE', `lfc_product/${id}/purge`);
  expect(refused.status()).toBe(403);
  expect((await storeCall(page, 'GET', `lfc_product/${id}`)).status()).toBe(200);
});

test('the fibre plans list offers no bulk delete: plans have no delete call', async ({ page }) => {
  await signedIn(page);
  await page.goto('/console/#/UFB_plan');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('tbody input[type="checkbox"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

for (const [resource, field] of [
  ['lfc_product', 'Description'],
  ['customer', 'MobileNumber'],
] as const) {
  test(`the ${resource} list sorts by ${field}, as its column offers`, async ({ page }) => {
    await signedIn(page);
    const answers: number[] = [];
    page.on('response', (res) => {
      if (res.url().includes(`/v3/68/${resource}?`) && res.url().includes(field)) answers.push(res.status());
    });
    await page.goto(`/console/#/${resource}?sort=${field}&order=ASC`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect.poll(() => answers).toContain(200);
    expect(answers.every((s) => s === 200)).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('an LFC product deleted from its page shows as deleted at once, and once purged it is gone from the deleted list', async ({
  page,
}) => {
  await signedIn(page, ADMIN);
  const product = await firstRecord<Named>(page, 'lfc_product', {}, ['Name', 'ASC']);
  // The list and the page are read first, so what follows would come from the console's cache if it kept them.
  await page.goto('/console/#/lfc_product');
  await expect(page.getByRole('cell', { name: product.Name, exact: true })).toBeVisible();
  await page.goto(`/console/#/lfc_product/${product.id}/show`);
  await deleteShownRecord(page, `lfc_product/${product.id}`);

  await page.goto(`/console/#/lfc_product/${product.id}/show`);
  await expect(page.getByText(/This record was deleted on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Purge' }).click();
  await page
    .getByRole('dialog', { name: `Purge ${product.Name}?` })
    .getByRole('button', { name: 'Purge' })
    .click();
  await expect(page.getByText(`${product.Name} was purged`)).toBeVisible();
  await openList(page, 'lfc_product', { deleted: true });
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: product.Name, exact: true })).toHaveCount(0);
});
