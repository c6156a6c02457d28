import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from '../support';
import { firstRecord, openList, signedIn, storeCall } from './console';

interface Order {
  id: string;
  OrderNumber: string;
  State: string;
  LFC: string;
  Appointment?: { StartNanos: number; Mode: string } | null;
}

test('an operator filters orders by state and LFC, and the CSV export holds exactly the filtered rows', async ({
  page,
}) => {
  await signedIn(page);
  await openList(page, 'UFB_order', {});
  await expect(page.locator('tbody tr')).toHaveCount(25);
  // The LFC filter is always shown; the state filter is added through the filter button.
  await page.getByRole('combobox', { name: 'LFC' }).click();
  await page.getByRole('option', { name: 'Enable' }).click();
  await expect(page).toHaveURL(/Enable/);
  // The list shows the LFC's orders before the state tab is chosen (the filter form applies after a pause).
  const enableOnly = new URLSearchParams({ filter: JSON.stringify({ LFC: 'Enable' }), range: '[0,0]' });
  const enableRange = (await storeCall(page, 'GET', `UFB_order?${enableOnly}`)).headers()['content-range'];
  const enableTotal = enableRange?.split('/')[1];
  await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText(`of ${enableTotal}`);
  await page.getByRole('tab', { name: /^Completed/ }).click();
  await expect(page).toHaveURL(/completed/);
  // What the API holds for this filter, so the screen and the file can be checked against it.
  const query = new URLSearchParams({
    filter: JSON.stringify({ LFC: 'Enable', State: ['completed'] }),
    range: JSON.stringify([0, 0]),
  });
  const answer = await storeCall(page, 'GET', `UFB_order?${query}`);
  const total = Number(answer.headers()['content-range']?.split('/')[1]);
  expect(total).toBeGreaterThan(0);
  const range = page.locator('.MuiTablePagination-displayedRows');
  await expect(range).toContainText(`of ${total}`);
  await expectAccessible(page);
  for (const row of await page.locator('tbody tr').all()) {
    await expect(row).toContainText('Enable');
    await expect(row).toContainText('Completed');
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = readFileSync((await (await download).path()) as string, 'utf8');
  const [header, ...rows] = file.trim().split(/\r?\n/);
  const columns = (header as string).split(',');
  const state = columns.indexOf('State');
  const lfc = columns.indexOf('LFC');
  expect(rows).toHaveLength(total);
  for (const row of rows) {
    const cells = row.split(',');
    expect(cells[state]).toBe('completed');
    expect(cells[lfc]).toBe('Enable');
  }

  // The query is saved under a name, and the saved query brings the same filter back later. On this screen
  // the saved queries panel starts folded, to leave the table its width.
  await page.getByRole('button', { name: 'Show saved queries' }).click();
  await page.getByRole('button', { name: /Save current query/ }).click();
  await page.getByRole('textbox', { name: 'Query name' }).fill('Enable completed');
  await page.getByRole('button', { name: 'Save' }).click();
  await openList(page, 'UFB_order', {});
  await page.getByRole('list', { name: 'Saved queries' }).getByText('Enable completed').click();
  await expect(page).toHaveURL(/completed/);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText(`of ${total}`);
});

test('an operator opens an order, adds a note, and still sees it after a reload', async ({ page }) => {
  await signedIn(page);
  const order = await firstRecord<Order>(page, 'UFB_order', { State: ['in_progress'] });
  await page.goto(`/console/#/UFB_order/${order.id}/show`);
  await expect(page.getByText(order.OrderNumber).first()).toBeVisible();
  const note = `Customer asked for a call before the technician arrives (${Date.now()})`;
  await page.getByRole('textbox', { name: 'New note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await page.reload();
  // The note is in the order's history, signed by the operator who wrote it.
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText(note)).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: note })).toContainText(
    'Olivia Operator (operator)',
  );
  await expectAccessible(page);
});

test('an operator books an appointment from the free times and sees it on the order; the slot is then taken', async ({
  page,
}) => {
  await signedIn(page);
  const order = await firstRecord<Order>(page, 'UFB_order', { State: ['acknowledged'] });
  await page.goto(`/console/#/UFB_order/${order.id}/show`);
  await page
    .getByRole('button', { name: /^(Book|Rebook) appointment$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose a time' });
  const first = dialog.getByRole('radio').first();
  await expect(first).toBeVisible();
  await expectAccessible(page);
  await first.check();
  await dialog.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByText(/^Appointment booked: /)).toBeVisible();
  await expect(page.getByTestId('appointment')).not.toHaveText('No appointment booked.');

  const booked = (await (await storeCall(page, 'GET', `UFB_order/${order.id}`)).json()) as Order;
  expect(booked.Appointment?.StartNanos).toBeGreaterThan(0);
  // The LFC's technician is then busy: another of its orders cannot take the same slot.
  const other = await firstRecord<Order>(page, 'UFB_order', { State: ['in_progress'], LFC: order.LFC });
  const clash = await storeCall(page, 'POST', `UFB_order/${other.id}/book`, {
    StartNanos: booked.Appointment?.StartNanos,
    Mode: booked.Appointment?.Mode,
  });
  expect(clash.status()).toBe(409);
  expect((await clash.json()).err_message).toBe(
    'This appointment time has just been taken. Please choose another time.',
  );
});

test('with 10,000 generated orders the list still shows 25 rows, filtered by LFC and sorted by order number', async ({
  page,
}) => {
  const generated = await page.request.post('/__mock/generate', { data: { orders: 10_000, replace: true } });
  expect(generated.ok()).toBe(true);
  await signedIn(page);
  await page.goto(
    `/console/#/UFB_order?filter=${encodeURIComponent(JSON.stringify({ LFC: 'Chorus' }))}&sort=OrderNumber&order=ASC&page=1&perPage=25`,
  );
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const range = page.locator('.MuiTablePagination-displayedRows');
  await expect(range).toContainText(/of \d{4}/);
  const numbers = await rows.evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('td:nth-child(2)')?.textContent ?? ''),
  );
  expect(numbers).toEqual([...numbers].sort());
  for (const row of await rows.all()) await expect(row).toContainText('Chorus');
});
