import { expect, expectAccessible, test } from '../support';
import { signInAs } from './flows';

test('a customer adds a delivery address through the location search, makes it the default and deletes it', async ({
  page,
}) => {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await expect(page).toHaveURL(/personal-data/);
  await page.getByRole('link', { name: 'Delivery addresses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery addresses' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Delivery addresses' });
  await expect(list.getByText('Default', { exact: true })).toHaveCount(1);
  await expectAccessible(page);

  // Without a location from the search the address cannot be added.
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('No Location')).toBeVisible();

  await page.getByRole('combobox', { name: 'Find your address' }).fill('15 Oriental');
  await page
    .getByRole('option', { name: /^15 Oriental Parade/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: /^Label/ }).fill('Bach');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Address added')).toBeVisible();
  const bach = list.getByRole('listitem').filter({ hasText: 'Bach' });
  await expect(bach).toBeVisible();
  await expect(bach.getByText('Default', { exact: true })).toHaveCount(0);

  await bach.getByRole('button', { name: /^Make default/ }).click();
  await expect(bach.getByText('Default', { exact: true })).toBeVisible();
  await expect(list.getByText('Default', { exact: true })).toHaveCount(1);
  await page.reload();
  await expect(list.getByRole('listitem').first()).toContainText('Bach');

  await list
    .getByRole('listitem')
    .filter({ hasText: 'Bach' })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(list.getByText('Bach')).toHaveCount(0);
  await expectAccessible(page);
});
