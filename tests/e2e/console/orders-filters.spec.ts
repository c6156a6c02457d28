import { expect, expectAccessible, test } from '../support';
import { firstRecord, openList, signedIn } from './console';

interface Order {
  CustomerUUID: string;
  CustomerName: string;
}

test('an operator adds the customer filter through the filter button and sees only that customer’s orders', async ({
  page,
}) => {
  await signedIn(page);
  const order = await firstRecord<Order>(page, 'UFB_order', {});
  await openList(page, 'UFB_order', {});
  await expect(page.locator('tbody tr')).toHaveCount(25);

  // The customer filter is not shown until chosen from the filter button's menu.
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Customer' }).click();
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await customer.fill(order.CustomerName);
  await page.getByRole('option', { name: order.CustomerName }).first().click();

  await expect(page).toHaveURL(new RegExp(order.CustomerUUID));
  await expect(customer).toHaveValue(order.CustomerName);
  const rows = page.locator('tbody tr');
  // Waits until the unfiltered rows are gone: the first of them may be this customer's order too.
  await expect(rows.filter({ hasNotText: order.CustomerName })).toHaveCount(0);
  await expect(rows.first()).toContainText(order.CustomerName);
  await expectAccessible(page);
});
