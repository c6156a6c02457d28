import { expect, expectAccessible, test } from '../support';
import { firstRecord, openList, signedIn, storeCall } from './console';

interface Order {
  id: string;
  OrderNumber: string;
  State: string;
}

test('an operator cancels selected orders with a note: the one its lifecycle forbids is refused with the reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page);
  const held = await firstRecord<Order>(page, 'UFB_order', { State: ['held'] });
  const completed = await firstRecord<Order>(page, 'UFB_order', { State: ['completed'] });
  await openList(page, 'UFB_order', { id: [held.id, completed.id] });
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select this row' }).first().check();
  await page.getByRole('checkbox', { name: 'Select this row' }).last().check();
  await page.getByRole('button', { name: 'Change state' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change the state of 2 orders' });
  await dialog.getByRole('combobox', { name: 'New state' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await dialog.getByRole('textbox', { name: 'Note (on each order)' }).fill('The customers withdrew');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Change 2 orders' }).click();
  await expect(dialog.getByText('1 changed, 1 refused')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Refused orders' })).toContainText(
    `${completed.OrderNumber}: This change of state is not allowed (completed → cancelled)`,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  const after = async (id: string) =>
    ((await (await storeCall(page, 'GET', `UFB_order/${id}`)).json()) as Order).State;
  expect(await after(held.id)).toBe('cancelled');
  expect(await after(completed.id)).toBe('completed');
  // The change is in the order's history with the note and the operator's name.
  await page.goto(`/console/#/UFB_order/${held.id}/show`);
  const entry = page.getByRole('list', { name: 'History' }).getByRole('listitem').first();
  await expect(entry).toContainText('State: Cancelled');
  await expect(entry).toContainText('The customers withdrew');
  await expect(entry).toContainText('Olivia Operator (operator)');
});
