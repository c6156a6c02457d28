import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support';
import { advanceClock, expectOnDashboard, setScenario, signInAs } from './flows';

const ANA = 'ana.postpay@example.co.nz';
const DAY_MS = 86_400_000;

async function openUsage(page: Page) {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  await page.goto('/profile/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
}

/** The figures of the chart, from its table for screen readers. */
const chartRows = (page: Page) =>
  page.getByRole('table', { name: 'The chart’s figures' }).locator('tbody tr');

/** The gigabytes the dashboard's data widget says are left, once the usage balance has narrowed them. */
async function dataLeftOnDashboard(page: Page): Promise<number> {
  const widget = page.getByRole('region', { name: 'Data' });
  await expect(widget).toContainText(/left of 45 GB/);
  // Whole: 38.45 GB left of 45 GB holds the same words.
  await expect(widget).not.toContainText(/(?<![\d.])45 GB left of 45 GB/);
  const text = await widget.textContent();
  const match = /([\d.]+) (GB|MB) left of/.exec(text ?? '');
  expect(match, text ?? '').not.toBeNull();
  return Number(match?.[1]) / (match?.[2] === 'MB' ? 1024 : 1);
}

test(
  'ana sees her allowances and her usage chart of the last 30 days',
  { tag: '@demo' },
  async ({ page }) => {
    await openUsage(page);
    const data = page.getByRole('region', { name: 'Data', exact: true });
    await expect(data).toContainText(/GB left of 45 GB/);
    await expect(data).toContainText(/Rolled over from earlier months: [\d.]+ GB/);
    await expect(page.getByRole('progressbar', { name: 'Data remaining' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Calls', exact: true })).toContainText('Unlimited');
    await expect(page.getByRole('region', { name: 'Hotspot (shares your data)' })).toBeVisible();
    await expect(page.getByTestId('usage-chart')).toHaveAttribute('data-points', '30');
    await expect(chartRows(page)).toHaveCount(30);
    // Data in GB to two decimals, and ana used some on the last day.
    await expect(chartRows(page).last().locator('td').last()).toHaveText(/^\d+\.\d\d$/);
    await expect(chartRows(page).last().locator('td').last()).not.toHaveText('0.00');
    await expectAccessible(page);
  },
);

test('the usage chart switches between daily, monthly and yearly, and to calls', async ({ page }) => {
  await openUsage(page);
  const chart = page.getByTestId('usage-chart');
  await expect(chart).toHaveAttribute('data-points', '30');
  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(page.getByText('The last 12 months, by month.')).toBeVisible();
  await expect(chart).toHaveAttribute('data-points', /^1[23]$/);
  await expect(chartRows(page).first().locator('td').first()).toHaveText(/^\d{4}-\d\d$/);
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(chart).toHaveAttribute('data-points', /^[34]$/);
  await expect(chartRows(page).first().locator('td').first()).toHaveText(/^\d{4}$/);
  await page.getByRole('button', { name: 'Daily' }).click();
  await page.getByRole('button', { name: 'Calls (minutes)' }).click();
  await expect(page.getByRole('table', { name: 'The chart’s figures' })).toContainText('Calls (minutes)');
  await expect(chart).toHaveAttribute('data-points', '30');
  await expectAccessible(page);
  // The same figures as a table anyone can read, in place of the drawing.
  await page.getByRole('switch', { name: 'Show as table' }).click();
  await expect(chart).toHaveCount(0);
  const table = page.getByRole('table', { name: 'The chart’s figures' });
  await expect.poll(async () => (await table.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  await expect(chartRows(page)).toHaveCount(30);
  await page.getByRole('switch', { name: 'Show as table' }).click();
  await expect(chart).toHaveAttribute('data-points', '30');
});

test('the charges filter by kind and by date, a page at a time', async ({ page }) => {
  await openUsage(page);
  const charges = page.getByRole('list', { name: 'Charges' }).getByRole('listitem');
  await expect(charges.first()).toBeVisible();
  await expect(charges).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: 'Pages of charges' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Texts' }).click();
  await expect(charges.first()).toBeVisible();
  const kinds = await charges.evaluateAll((items) => items.map((i) => i.getAttribute('data-charge-type')));
  expect(kinds.every((k) => k === 'sms' || k === 'idd_sms')).toBe(true);

  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  // Days are typed as the portal shows them, DD-MM-YYYY, whatever the browser's own format.
  expect(await to.inputValue()).toMatch(/^\d\d-\d\d-\d{4}$/);
  // The day of the latest text: early in the day (New Zealand time) today may have none yet.
  const day = /\d\d-\d\d-\d{4}/.exec((await charges.first().textContent()) ?? '')?.[0] ?? 'no day shown';
  await from.fill(day);
  await to.fill(day);
  await expect(charges.first()).toContainText(day);
  for (const text of await charges.allTextContents()) expect(text).toContain(day);
  await expectAccessible(page);
});

test('a failing chart shows 30 days of zero and failing charges clear, with no error', async ({ page }) => {
  await setScenario(page, 'usage.histogram-fail');
  await setScenario(page, 'usage.charges-fail');
  await openUsage(page);
  await expect(chartRows(page)).toHaveCount(30);
  for (const cell of await chartRows(page).locator('td:last-child').allTextContents())
    expect(cell).toBe('0.00');
  await expect(page.getByText('No charges in this range.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Data', exact: true })).toContainText(/left of 45 GB/);
});

test('after the clock moves a day, less data is left on the dashboard', async ({ page }) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  const before = await dataLeftOnDashboard(page);
  await advanceClock(page, DAY_MS);
  // A day on the clock does not sign her out: the expired token is refreshed as the page loads again.
  await page.reload();
  await expectOnDashboard(page);
  expect(await dataLeftOnDashboard(page)).toBeLessThan(before);
});
