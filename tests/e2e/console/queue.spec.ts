import type { Page } from '@playwright/test';
import type { WorkQueue } from '@portal/shared';
import { expect, expectAccessible, mockCall, test } from '../support';
import { signedIn, storeCall } from './console';

const queueNow = async (page: Page) =>
  (await (await storeCall(page, 'GET', 'queue?PageSize=100&PageNumber=1')).json()) as WorkQueue;

/** Every order in the queue, through its pages. */
async function wholeQueue(page: Page) {
  const first = await queueNow(page);
  const all = [...first.Orders];
  for (let p = 2; (p - 1) * 100 < first.Total; p++) {
    all.push(
      ...((await (await storeCall(page, 'GET', `queue?PageSize=100&PageNumber=${p}`)).json()) as WorkQueue)
        .Orders,
    );
  }
  return all;
}

async function openQueue(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: /open menu/i }).click();
  await page.getByRole('menuitem', { name: 'Work queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
}

for (const width of [1440, 390]) {
  test(`at ${width} px an operator finds in the queue the order the clock stopped, and books its site visit from there`, async ({
    page,
  }) => {
    const phone = width < 600;
    await page.setViewportSize({ width, height: phone ? 844 : 900 });
    await signedIn(page);
    await openQueue(page, phone);
    const list = page.getByRole('list', { name: 'Work queue' });
    await expect(list.getByTestId('age').first()).toContainText(/^waiting \d/);
    const before = new Set((await wholeQueue(page)).map((o) => o.UUID));

    // The virtual clock runs on a day: orders in flight stop for a site visit and join the queue, the newest last.
    expect((await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: 20 * 3600_000 } })).ok).toBe(
      true,
    );
    // The jump outlives the session's token: the console renews it on its next read of the queue.
    await expect
      .poll(async () => (await storeCall(page, 'GET', 'queue?PageSize=1')).status(), { timeout: 20_000 })
      .toBe(200);
    const joined = (await wholeQueue(page)).filter((o) => !before.has(o.UUID) && o.Reason === 'site_visit');
    const late = joined.at(-1);
    expect(late, 'an order the clock stopped for a site visit').toBeDefined();
    if (!late) return;
    await page.getByRole('button', { name: /^Site visit required/ }).click();
    const item = list.getByRole('listitem').filter({ hasText: late.OrderNumber });
    // The queue reads itself again: the order shows without a reload, on its page (longest waiting first).
    await expect(async () => {
      if (await item.count()) return;
      const next = page.getByRole('button', { name: 'Next page' });
      if (await next.isEnabled()) await next.click();
      await expect(item).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(item).toContainText('Site visit required');
    await expect(item.getByTestId('age')).toContainText(/^waiting \d+ (min|h)/);
    await expectAccessible(page);

    await item.getByRole('button', { name: `Book site visit for ${late.OrderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a time' });
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText(/^Appointment booked: /)).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: late.OrderNumber })).toHaveCount(0);
    expect((await wholeQueue(page)).map((o) => o.UUID)).not.toContain(late.UUID);
  });
}

test('a failed order is retried from the queue as a new order, and an RFS time set there resumes another', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/console/#/queue');
  const list = page.getByRole('list', { name: 'Work queue' });
  await page.getByRole('button', { name: /^Failed/ }).click();
  const failed = list.getByRole('listitem').first();
  await expect(failed).toContainText('Failed');
  const number = ((await failed.getByRole('link').textContent()) ?? '').trim();
  await failed.getByRole('button', { name: `Retry ${number}` }).click();
  const retry = page.getByRole('dialog', { name: `Retry ${number} as a new order?` });
  await expect(retry.getByRole('button', { name: 'Retry as a new order' })).toBeDisabled();
  await retry.getByRole('textbox', { name: 'Note' }).fill('The LFC corrected its footprint data');
  await expectAccessible(page);
  await retry.getByRole('button', { name: 'Retry as a new order' }).click();
  await expect(page.getByText(`${number} was retried as a new order`)).toBeVisible();
  await expect(list.getByRole('link', { name: number, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: /^RFS time required/ }).click();
  const held = list.getByRole('listitem').first();
  // The list shows the orders held for an RFS time once the filter has been applied, as a person waits to see.
  await expect(held).toContainText('RFS time required');
  const heldNumber = ((await held.getByRole('link').textContent()) ?? '').trim();
  await held.getByRole('button', { name: `Set RFS time for ${heldNumber}` }).click();
  const rfs = page.getByRole('dialog', { name: `New RFS time for ${heldNumber}` });
  await rfs.getByLabel('Ready-for-service date').fill('2027-01-15');
  await rfs.getByRole('button', { name: 'Set RFS time and resume' }).click();
  await expect(page.getByText(`${heldNumber} resumes with its new RFS time`)).toBeVisible();
  await expect(list.getByRole('link', { name: heldNumber, exact: true })).toHaveCount(0);
});
