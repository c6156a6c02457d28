import type { Page } from '@playwright/test';
import { formatNzTime, formatNzWeekdayDay, NANOS_PER_MS, type Schedule } from '@portal/shared';
import { expect, expectAccessible, test } from '../support';
import { signedIn, storeCall } from './console';

interface Order {
  OrderNumber: string;
  Appointment: { StartNanos: number; EndNanos: number } | null;
}

const windowOf = (a: { StartNanos: number; EndNanos: number }) =>
  `${formatNzTime(a.StartNanos / NANOS_PER_MS)}–${formatNzTime(a.EndNanos / NANOS_PER_MS)}`;

/** The schedule from the menu, as an operator gets there: the sidebar, or on a phone the menu's drawer. */
async function openSchedule(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: /open menu/i }).click();
  await page.getByRole('menuitem', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Week of / })).toBeVisible();
}

/** The appointments the week shows that can still be moved (they start after tomorrow). */
async function movable(page: Page) {
  const week = (await (await storeCall(page, 'GET', 'schedule?Days=7')).json()) as Schedule;
  const later = Date.now() + 24 * 3600_000;
  return week.Days.flatMap((d) => d.Slots.flatMap((s) => s.Appointments)).filter(
    (a) => a.StartNanos / NANOS_PER_MS > later,
  );
}

for (const width of [1440, 390]) {
  test(`at ${width} px an operator sees the week's installations with free crews, moves one and cancels another`, async ({
    page,
  }) => {
    const phone = width < 600;
    await page.setViewportSize({ width, height: phone ? 844 : 900 });
    await signedIn(page);
    await openSchedule(page, phone);
    const [first, second] = await movable(page);
    expect(first, 'an appointment to move').toBeDefined();
    expect(second, 'an appointment to cancel').toBeDefined();
    if (!first || !second) return;
    // Each window says how many crews (one per LFC) are still free; each appointment says where the crew goes.
    const day = page.getByRole('region', { name: formatNzWeekdayDay(first.StartNanos / NANOS_PER_MS) });
    await expect(day).toContainText(first.OrderNumber);
    await expect(day).toContainText(first.CustomerName);
    await expect(day).toContainText(first.Address);
    await expect(day.getByText(/of 4 crews free/).first()).toBeVisible();
    // Nothing runs off the side of the screen: on a phone the week is an agenda, one day under another.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    // Moving: the free times of the order, one chosen with a reason.
    await page.getByRole('button', { name: `Move the appointment of ${first.OrderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a time' });
    const time = dialog.getByRole('radio').last();
    await expect(time).toBeVisible();
    await time.check();
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('The customer asked for later');
    await dialog.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText(/^Appointment booked: /)).toBeVisible();
    const moved = (await (await storeCall(page, 'GET', `UFB_order/${first.OrderUUID}`)).json()) as Order;
    expect(moved.Appointment?.StartNanos).not.toBe(first.StartNanos);

    // Cancelling needs a reason; the appointment leaves the schedule.
    await page.getByRole('button', { name: `Cancel the appointment of ${second.OrderNumber}` }).click();
    const cancel = page.getByRole('dialog', {
      name: new RegExp(`Cancel the appointment of ${second.OrderNumber}`),
    });
    await expect(cancel.getByRole('button', { name: 'Cancel appointment' })).toBeDisabled();
    await cancel.getByRole('textbox', { name: 'Reason' }).fill('The customer is away that week');
    await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(page.getByText(`The appointment of ${second.OrderNumber} was cancelled`)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Cancel the appointment of ${second.OrderNumber}` }),
    ).toHaveCount(0);

    // The order shows its new time, and its history says who moved it, when and why.
    await page.goto(`/console/#/UFB_order/${first.OrderUUID}/show`);
    await expect(page.getByTestId('appointment')).toContainText(
      windowOf(moved.Appointment as NonNullable<Order['Appointment']>),
    );
    const history = page.getByRole('list', { name: 'History' });
    const entry = history.getByRole('listitem').filter({ hasText: 'Appointment moved' }).first();
    await expect(entry).toContainText('The customer asked for later');
    await expect(entry).toContainText('Olivia Operator (operator)');
    await expectAccessible(page);
  });
}

test('the schedule shows one day at a time, and a free window takes an order waiting for a visit', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/console/#/schedule');
  await expect(page.getByRole('heading', { level: 1, name: /^Week of / })).toBeVisible();
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^\w{3} \d{2}-\d{2}-\d{4}$/ })).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(1);
  await page.getByRole('button', { name: 'Next' }).click();
  const day = page.getByRole('region');
  const book = day.getByRole('button', { name: /^Book an order into / }).first();
  await expect(book).toBeVisible();
  const free = await day.getByTestId('free').first().textContent();
  await book.click();
  const dialog = page.getByRole('dialog', { name: /^Book an order into / });
  const order = dialog.getByRole('radio').first();
  await expect(order).toBeVisible();
  await expectAccessible(page);
  const label = (await order.locator('xpath=ancestor::label').textContent()) ?? '';
  await order.check();
  await dialog.getByRole('button', { name: 'Book this time' }).click();
  const number = label.split(' · ')[0] as string;
  await expect(page.getByText(new RegExp(`^${number} booked: `))).toBeVisible();
  await expect(day).toContainText(number);
  await expect(day.getByTestId('free').first()).not.toHaveText(free as string);
});

test('two operators moving into one window: the one who books second is told it was just taken', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/console/#/schedule');
  const [first] = await movable(page);
  expect(first, 'an appointment to move').toBeDefined();
  if (!first) return;
  await page.getByRole('button', { name: `Move the appointment of ${first.OrderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a time' });
  await dialog.getByRole('radio').first().check();
  // Meanwhile another operator books that window for another order of the same LFC.
  const times = await storeCall(page, 'POST', `UFB_order/${first.OrderUUID}/get_available_times`, {
    Days: 5,
  });
  const [slot] = ((await times.json()) as { AvailableTimeSlots: { StartNanos: number; Mode: string }[] })
    .AvailableTimeSlots;
  const query = new URLSearchParams({
    filter: JSON.stringify({ LFC: first.LFC, State: ['acknowledged', 'in_progress'] }),
    range: '[0,20]',
  });
  const others = (await (await storeCall(page, 'GET', `UFB_order?${query}`)).json()) as {
    id: string;
    Appointment: unknown;
  }[];
  const other = others.find((o) => o.id !== first.OrderUUID && !o.Appointment);
  expect(other, 'another order of the LFC to book').toBeDefined();
  const taken = await storeCall(page, 'POST', `UFB_order/${other?.id}/book`, {
    StartNanos: slot?.StartNanos,
    Mode: slot?.Mode,
  });
  expect(taken.ok()).toBe(true);

  await dialog.getByRole('button', { name: 'Book this time' }).click();
  await expect(
    page.getByText(
      'The appointment was not booked: This appointment time has just been taken. Please choose another time.',
    ),
  ).toBeVisible();
  // The appointment stays where it was.
  const still = (await (await storeCall(page, 'GET', `UFB_order/${first.OrderUUID}`)).json()) as Order;
  expect(still.Appointment?.StartNanos).toBe(first.StartNanos);
});
