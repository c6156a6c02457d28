import { expect, expectAccessible, test } from '../support';
import { signedIn, storeCall } from './console';

test('an order refused by the API shows the reason on the field it concerns, and the form keeps what was typed', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/console/#/UFB_order/create');
  await page.getByRole('combobox', { name: 'Customer' }).fill('Ana');
  await page.getByRole('option').first().click();
  // Saving with no plan chosen is stopped in the form, with a message on the plan.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ra-input-PlanUUID')).toContainText('Choose a fibre plan');
  await page.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: /Fibre/ }).first().click();
  const lfcProduct = page.getByRole('combobox', { name: 'LFC product' });
  await lfcProduct.click();
  await page.getByRole('option').first().click();
  const chosen = await lfcProduct.inputValue();
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Cuba Street, Te Aro, Wellington 6011');
  await expectAccessible(page);

  // Meanwhile another operator deletes that LFC product.
  const all = new URLSearchParams({ range: JSON.stringify([0, 199]) });
  const products = (await (await storeCall(page, 'GET', `lfc_product?${all}`)).json()) as {
    id: string;
    LFC: string;
    Name: string;
  }[];
  const product = products.find((p) => `${p.LFC}: ${p.Name}` === chosen);
  expect(product, chosen).toBeDefined();
  expect((await storeCall(page, 'DELETE', `lfc_product/${product?.id}`)).ok()).toBe(true);

  await page.getByRole('button', { name: 'Save' }).click();
  const field = page.locator('.ra-input-LFCProductUUID');
  await expect(field).toContainText('No such LFC product');
  await expect(page).toHaveURL(/UFB_order\/create/);
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(
    '12 Cuba Street, Te Aro, Wellington 6011',
  );
  await expect(lfcProduct).toHaveValue(chosen);
});

test('an order’s edit form offers only the legal states, never an empty one, and every order type', async ({
  page,
}) => {
  await signedIn(page);
  const [order] = (await (
    await storeCall(page, 'GET', `UFB_order?${new URLSearchParams({ range: JSON.stringify([0, 0]) })}`)
  ).json()) as { id: string }[];
  await page.goto(`/console/#/UFB_order/${order?.id}`);
  await page.getByRole('combobox', { name: /^State/ }).click();
  const states = page.getByRole('listbox').getByRole('option');
  await expect(states.first()).toBeVisible();
  for (const text of await states.allTextContents()) expect(text.trim()).not.toBe('');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Order type' }).click();
  await expect(page.getByRole('listbox').getByRole('option', { name: /Primary$/ })).toHaveText([
    'TransferPrimary',
    'MultiPrimary',
    'ConnectPrimary',
  ]);
  await expectAccessible(page);
});
