import type { Page } from '@playwright/test';
import { personaCustomerUuid } from '@portal/fixtures';
import { expect, expectAccessible, test } from '../support';
import { fibreMaxLine, placeShopOrder } from '../customer/shop-order';
import { openList, signedIn, storeCall } from './console';

/** A poll comes every few seconds; on a loaded machine the answer and its drawing take a few more. */
const LIVE = { timeout: 20_000 };

/** A customer places a fibre order in the shop, as a completed checkout does: the console did nothing for it. */
async function customerOrdersFibre(page: Page, address: string) {
  const placed = await placeShopOrder(page, personaCustomerUuid('ana'), [fibreMaxLine(address)]);
  const order = await storeCall(page, 'GET', `UFB_order/${placed.Provisioning.OrderUUID}`);
  return (await order.json()) as { id: string; OrderNumber: string };
}

for (const { width, height, name } of [
  { width: 1440, height: 900, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
]) {
  test(`on a ${name} the open orders list offers a customer's new order without moving its rows, and an open order shows a change made elsewhere`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height });
    await signedIn(page);
    await openList(page, 'UFB_order', {});
    const rows = name === 'desktop' ? page.locator('tbody tr') : page.getByRole('list').getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const firstBefore = (await rows.first().innerText()).match(/UFB-\d+/)?.[0] as string;
    const all = page.getByRole('tab', { name: /^All \(\d+\)$/ });
    await expect(all).toBeVisible();
    const total = Number(/\((\d+)\)/.exec(await all.innerText())?.[1]);

    const order = await customerOrdersFibre(page, `${width} Cuba Street, Te Aro, Wellington 6011`);
    const notice = page.getByRole('button', { name: '1 new order' });
    await expect(notice).toBeVisible(LIVE);
    // The state tabs count it too.
    await expect(page.getByRole('tab', { name: `All (${total + 1})` })).toBeVisible(LIVE);
    // The rows the operator is reading stay where they were until asked for.
    await expect(rows.first()).toContainText(firstBefore);
    await expect(page.getByText(order.OrderNumber)).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`new-orders-${width}.png`) });

    await notice.click();
    await expect(rows.first()).toContainText(order.OrderNumber);
    await expect(notice).toBeHidden();
    // A row already shown that changes elsewhere is drawn again where it is.
    await expect(rows.first()).toContainText(/created/i);
    const acknowledged = await storeCall(page, 'POST', 'bulk/UFB_order/state', {
      UUIDs: [order.id],
      State: 'acknowledged',
      Note: 'The LFC acknowledged it',
    });
    expect(acknowledged.ok()).toBe(true);
    await expect(rows.first()).toContainText(/acknowledged/i, LIVE);
    await expect(rows.first()).toContainText(order.OrderNumber);

    // Another operator cancels the order while this one has it open.
    await page.goto(`/console/#/UFB_order/${order.id}/show`);
    await expect(page.getByRole('heading', { name: new RegExp(order.OrderNumber) }).first()).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true })).toHaveCount(0);
    const changed = await storeCall(page, 'POST', 'bulk/UFB_order/state', {
      UUIDs: [order.id],
      State: 'cancelled',
      Note: 'The customer called to cancel',
    });
    expect(changed.ok()).toBe(true);
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible(LIVE);
    await expect(page.getByText('The customer called to cancel')).toBeVisible(LIVE);
  });
}
