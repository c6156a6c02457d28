import { ANA_FIBRE_ORDER_NUMBER, STORE_FIXTURE_IDS, storeOrderUuid } from '@portal/fixtures';
import type { Customer } from '@portal/shared';
import { expect, expectAccessible, mockCall, test } from '../support';
import { signedIn, storeCall } from './console';

for (const width of [1440, 390]) {
  test(`at ${width} px an operator finds from the app bar the order by the number on the customer's screen, and a customer by surname`, async ({
    page,
  }, testInfo) => {
    const phone = width < 600;
    await page.setViewportSize({ width, height: phone ? 844 : 900 });
    await signedIn(page);
    const box = page.getByRole('combobox', { name: 'Search orders and customers' });
    const results = page.getByRole('listbox', { name: 'Search results' });
    const openSearch = async () => {
      if (phone) await page.getByRole('button', { name: 'Search orders and customers' }).click();
      // On a desktop "/" opens the search from anywhere but a field; once open, the box stays in the app bar.
      else if (!(await box.isVisible())) await page.keyboard.press('/');
      await expect(box).toBeFocused();
    };

    // The customer reads out the shop order number from their screen, as they see it.
    await openSearch();
    await box.fill(ANA_FIBRE_ORDER_NUMBER.toLowerCase());
    const order = results.getByRole('option').filter({ hasText: ANA_FIBRE_ORDER_NUMBER });
    await expect(order).toHaveCount(1);
    await expect(results.getByText('Orders', { exact: true })).toBeVisible();
    await expect(order).toContainText('found by order number');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`search-order-${width}.png`) });
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/UFB_order/${storeOrderUuid('ana-active')}/show`));
    await expect(page.getByText(ANA_FIBRE_ORDER_NUMBER).first()).toBeVisible();

    // A surname finds the customer, under Customers, by name.
    const customer = (await (
      await storeCall(page, 'GET', `customer/${STORE_FIXTURE_IDS.fibreCustomer}`)
    ).json()) as Customer;
    await openSearch();
    await box.fill(customer.LastName);
    await expect(results.getByText('Customers', { exact: true })).toBeVisible();
    const person = results.getByRole('option').filter({ hasText: customer.Email });
    await expect(person).toContainText(`${customer.FirstName} ${customer.LastName}`);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`search-customer-${width}.png`) });
    await person.click();
    await expect(page).toHaveURL(new RegExp(`#/customer/${STORE_FIXTURE_IDS.fibreCustomer}/show`));
    await expect(page.getByText(customer.Email).first()).toBeVisible();
  });
}

test('a search the server fails says so in the results with Try again, which searches again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page);
  const faults = (list: object[]) => mockCall(page, 'PUT', '/__mock/faults', { data: { faults: list } });
  expect((await faults([{ pattern: '/v3/68/search*', kind: 'status', status: 503 }])).ok).toBe(true);
  try {
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search orders and customers' });
    await box.fill(ANA_FIBRE_ORDER_NUMBER);
    const failure = page.getByRole('alert').filter({ hasText: 'Search results could not be loaded' });
    // A failed read is asked again twice, a second and two apart, before the failure shows.
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    expect((await faults([])).ok).toBe(true);
    await failure.getByRole('button', { name: 'Try again' }).click();
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option').filter({ hasText: ANA_FIBRE_ORDER_NUMBER })).toHaveCount(1);
    await expect(failure).toHaveCount(0);
  } finally {
    await faults([]);
  }
});
