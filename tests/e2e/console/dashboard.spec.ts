import { formatNzWeekdayDay, installationDay, nzDate, nzTimeToMs } from '@portal/shared';
import { expect, expectAccessible, test } from '../support';
import { signedIn, storeCall } from './console';

interface Order {
  OrderNumber: string;
}

async function ordersMatching(page: Parameters<typeof storeCall>[0], filter: object, sort: [string, string]) {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(sort),
    range: JSON.stringify([0, 4]),
  });
  const res = await storeCall(page, 'GET', `UFB_order?${query}`);
  return (await res.json()) as Order[];
}

test('the dashboard shows orders by state, the orders needing attention and today’s appointments', async ({
  page,
}) => {
  await signedIn(page);
  // Each state shows how many orders the store holds in it, and leads to those orders.
  const completed = new URLSearchParams({ filter: JSON.stringify({ State: ['completed'] }), range: '[0,0]' });
  const range = (await storeCall(page, 'GET', `UFB_order?${completed}`)).headers()['content-range'];
  const completedTotal = range?.split('/')[1];
  const byState = page.getByRole('region', { name: 'Orders by state' });
  const completedLink = byState.getByRole('link', { name: /^Completed/ });
  await expect(completedLink).toContainText(completedTotal as string);
  const attention = await ordersMatching(page, { attention: true }, ['UpdatedAtNanos', 'DESC']);
  expect(attention.length).toBeGreaterThan(0);
  const attentionPanel = page.locator('section, div').filter({
    has: page.getByRole('heading', { name: 'Orders needing attention' }),
  });
  await expect(attentionPanel.last()).toContainText((attention[0] as Order).OrderNumber);
  // Installations happen on working days: at the weekend the panel shows the next working day's, and says so.
  const day = installationDay(Date.now());
  const today = await ordersMatching(page, { AppointmentOn: day }, ['Appointment.StartNanos', 'ASC']);
  const heading =
    day === nzDate(Date.now())
      ? "Today's appointments"
      : `Appointments on ${formatNzWeekdayDay(nzTimeToMs(day, 12))} (next working day)`;
  const todayPanel = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: heading }) })
    .last();
  // The fixtures always book a few appointments for the installation day of the day the server starts.
  expect(today.length).toBeGreaterThan(0);
  await expect(todayPanel).toContainText((today[0] as Order).OrderNumber);
  await expectAccessible(page);
  await completedLink.click();
  await expect(page).toHaveURL(/UFB_order\?filter=.*completed/);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText(`of ${completedTotal}`);
});

test('the dashboard’s today is the day of the backend’s clock, not of this machine', async ({ page }) => {
  // The simulation's clock can run days ahead of the wall clock; the console reads it from the control API.
  const ahead = Date.now() + 3 * 24 * 3600_000;
  await page.route('**/__mock/clock', (route) => route.fulfill({ json: { nowMs: ahead } }));
  const asked = page.waitForRequest((req) => {
    const filter = new URL(req.url()).searchParams.get('filter');
    return req.url().includes('/UFB_order?') && !!filter && JSON.parse(filter).AppointmentOn !== undefined;
  });
  await signedIn(page);
  const filter = JSON.parse(new URL((await asked).url()).searchParams.get('filter') as string);
  expect(filter.AppointmentOn).toBe(installationDay(ahead));
});

test('the console switches to te reo Māori and to the dark theme, and stays accessible', async ({ page }) => {
  await signedIn(page);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect.poll(background).not.toBe(light);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Te reo Māori' }).click();
  await expect(page.getByRole('heading', { name: 'Ngā ota me aro' })).toBeVisible();
  // Untranslated texts fall back to English.
  await expect(page.getByRole('heading', { name: 'Orders by state' })).toBeVisible();
  await expectAccessible(page);
  // The operators' own pages speak it too.
  await page.getByRole('menuitem', { name: 'Rārangi mahi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rārangi mahi' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Hōtaka' }).click();
  await expect(page.getByRole('button', { name: 'Tēnei rā' })).toBeVisible();
});
