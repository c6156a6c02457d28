import { expect, expectAccessible, mockCall, test } from '../support';
import type { Page } from '@playwright/test';
import { signInAs, storedSession } from './flows';

async function openAddressesAsAna(page: Page) {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Delivery addresses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery addresses' })).toBeVisible();
}

test('a customer adds a delivery address through the location search, makes it the default and deletes it', async ({
  page,
}) => {
  await openAddressesAsAna(page);
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
  // The note was about the address just added: a later action on the list clears it.
  await expect(page.getByText('Address added')).toHaveCount(0);
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

test('more than 10 addresses page by 10, with a pager of the pages either side', async ({ page }) => {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  const { JWT, customer } = await storedSession(page);
  const found = await mockCall(page, 'GET', '/api/v2/68/location/search?query=Oriental', { token: JWT });
  const [location] = (found.body as { Locations: Record<string, unknown>[] }).Locations;
  const path = `/api/v2/68/customer/${customer}/address`;
  for (let i = 1; i <= 11; i++) {
    const added = await mockCall(page, 'POST', path, {
      token: JWT,
      data: { ...location, Description: `Flat ${String(i).padStart(2, '0')}` },
    });
    expect(added.ok).toBe(true);
  }
  const listed = await mockCall(page, 'GET', `${path}?AddressType=DELIVERY`, { token: JWT });
  const total = (listed.body as { Total: number }).Total;
  expect(total).toBeGreaterThan(10);

  await page.goto('/profile/shipping-details');
  const list = page.getByRole('list', { name: 'Delivery addresses' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Address pages' });
  await expect(pager.getByRole('button', { name: /^Page / })).toHaveCount(Math.ceil(total / 10));
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(10, total - 10));
  await expect(list.getByText('Flat 11')).toBeVisible();
});

test('when the location service fails, the address search says so, and typing again searches again', async ({
  page,
}) => {
  await openAddressesAsAna(page);
  const broken = await mockCall(page, 'PUT', '/__mock/faults', {
    data: { faults: [{ pattern: '/v2/68/location/search*', kind: 'status', status: 503 }] },
  });
  expect(broken.ok).toBe(true);
  const search = page.getByRole('combobox', { name: 'Find your address' });
  await search.fill('15 Oriental');
  await expect(page.getByRole('alert').filter({ hasText: 'Error accessing ArcGIS services' })).toBeVisible();
  await expectAccessible(page);

  await mockCall(page, 'PUT', '/__mock/faults', { data: { faults: [] } });
  await search.fill('15 Oriental Pa');
  await expect(page.getByRole('option', { name: /^15 Oriental Parade/ }).first()).toBeVisible();
  await expect(page.getByText('Error accessing ArcGIS services')).toHaveCount(0);
});
