import type { Page } from '@playwright/test';
import { mobileProductUuid, personaCustomerUuid } from '@portal/fixtures';
import {
  formatCalendarDay,
  formatNzDay,
  nzDate,
  nzTimeToMs,
  parseDayText,
  type Invoice,
  type MobileProduct,
} from '@portal/shared';
import { signedIn as consoleSignedIn } from '../console/console';
import { expect, expectAccessible, mockCall, test } from '../support';
import { advanceClock, expectOnDashboard, signInAs, storedSession } from './flows';
import { placeShopOrder } from './shop-order';

/*
 * Money and time: the bill never changes after the fact, prepay renewals are paid from the credit, balances are
 * true at every moment, and every screen follows the simulation's clock in New Zealand time.
 */

const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const ana = personaCustomerUuid('ana');
const tama = personaCustomerUuid('tama');
const DAY_MS = 86_400_000;

async function invoicesOf(page: Page): Promise<Invoice[]> {
  const { JWT } = await storedSession(page);
  const res = await mockCall(page, 'GET', `/api/v3/customer/${ana}/invoices?PageSize=100`, { token: JWT });
  expect(res.ok).toBe(true);
  return (res.body as { Invoices: Invoice[] }).Invoices;
}

async function productOf(page: Page, customer: string, product: string): Promise<MobileProduct> {
  const { JWT } = await storedSession(page);
  const res = await mockCall(page, 'GET', `/api/customers/${customer}/products/mobile/${product}`, {
    token: JWT,
  });
  expect(res.ok).toBe(true);
  return res.body as MobileProduct;
}

async function simulationNow(page: Page): Promise<number> {
  const res = await mockCall(page, 'GET', '/__mock/state');
  return (res.body as { nowMs: number }).nowMs;
}

test('ana changes her plan, a month passes, and every invoice she had paid is as it was', async ({
  page,
}) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  const before = (await invoicesOf(page)).filter((i) => i.Status === 'PAID');
  expect(before.length).toBeGreaterThan(5);

  await page.getByRole('link', { name: 'Browse plans' }).click();
  await page.getByRole('button', { name: 'Change to this plan: Postpay Endless' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('status')).toContainText(/Your plan changes to Postpay Endless on/);

  await advanceClock(page, 2_678_400_000);
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  const after = await invoicesOf(page);
  for (const paid of before) {
    const now = after.find((i) => i.Number === paid.Number);
    expect(now?.Status, paid.Number).toBe('PAID');
    expect(now?.GrandTotalCents).toBe(paid.GrandTotalCents);
    expect(now?.Purchases).toEqual(paid.Purchases);
  }

  // The invoice page of a paid bill still lists her old plan and the payment.
  const paid = before[before.length - 1]!;
  await page.goto(`/profile/account/invoices/${paid.Number}`);
  await expect(page.getByText('Postpay Plus 40GB').first()).toBeVisible();
  await expect(page.getByText('Postpay Endless')).toHaveCount(0);
  await expect(page.getByText('No payments yet.')).toHaveCount(0);
  await expectAccessible(page);
});

test('tama’s prepay renewal is taken from his credit, not charged to his card', async ({ page }) => {
  await signInAs(page, TAMA);
  await expectOnDashboard(page);
  const before = await productOf(page, tama, mobileProductUuid('tama'));
  const plan = before.Addons.find((a) => a.isBasePlan)!;

  await advanceClock(page, Math.ceil(plan.ExpiresAtNanos / 1e6 - (await simulationNow(page)) + 60_000));
  await signInAs(page, TAMA);
  await expectOnDashboard(page);
  const after = await productOf(page, tama, mobileProductUuid('tama'));
  const renewed = after.Addons.find((a) => a.isBasePlan)!;
  expect(renewed.StartedAtNanos).toBe(plan.ExpiresAtNanos);
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(
    `Renews on ${formatNzDay(renewed.ExpiresAtNanos / 1e6)}`,
  );
  await expect(page.getByRole('region', { name: 'Credit' })).toContainText(
    `$${((after.MainBalCreditCents ?? 0) / 100).toFixed(2)}`,
  );
  await expectAccessible(page);

  // His card paid only the auto top-up that covered what the credit was short of; no renewal was charged to it.
  await page.goto('/profile/payments-history');
  await expect(page.getByText(/Auto top-up for/).first()).toBeVisible();
  await expect(page.getByText(/Renewal of/)).toHaveCount(0);
});

test('an addon past its end leaves the dashboard and adds nothing to the balances', async ({ page }) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  const addons = page.getByRole('list', { name: 'Your addons' });
  await expect(addons).toContainText('Data boost 5GB');
  await expect(page.getByRole('region', { name: 'Data' })).toContainText('of 45 GB');
  const boost = (await productOf(page, ana, mobileProductUuid('ana'))).Addons.find(
    (a) => a.Name === 'Data boost 5GB',
  )!;

  await advanceClock(page, Math.ceil(boost.ExpiresAtNanos / 1e6 - (await simulationNow(page)) + DAY_MS));
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  await expect(page.getByRole('region', { name: 'Data' })).toContainText(/of 40 GB/);
  await expect(page.getByText('Data boost 5GB')).toHaveCount(0);
  await expectAccessible(page);
});

test('usage and charges follow the simulation clock a month on', async ({ page }) => {
  await advanceClock(page, 31 * DAY_MS);
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  const today = nzDate(await simulationNow(page));
  await page.goto('/profile/usage');
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(formatCalendarDay(today));
  const from = page.getByRole('textbox', { name: 'From' });
  await expect(from).not.toHaveValue('');
  // The charges list covers the days up to the simulation's today in New Zealand.
  const fromMs = nzTimeToMs(parseDayText(await from.inputValue()) ?? '', 0);
  expect(fromMs).toBeLessThan(nzTimeToMs(today, 0));
  expect(nzTimeToMs(today, 0) - fromMs).toBeLessThan(31 * DAY_MS);
  await expectAccessible(page);
});

test('My orders shows the SIM delivery days the order holds, as New Zealand days', async ({ page }) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  const order = await placeShopOrder(page, ana, [
    {
      ServiceType: 'MOBILE',
      PhysicalType: 'SIM',
      Type: 'TYPE_PRODUCT',
      ItemUUID: '00000000-0000-4000-8000-000000000001',
      Name: 'SIM card',
      PriceCents: 0,
    },
  ]);
  const estimate = order.OrderItems.find((l) => l.DeliveryEstimate)!.DeliveryEstimate!;
  await page.goto('/profile/my-orders');
  await expect(page.getByRole('article', { name: order.OrderNumber })).toContainText(
    `Delivery between ${formatCalendarDay(estimate.From)} and ${formatCalendarDay(estimate.To)}`,
  );
  await expectAccessible(page);
});

test('a two-day jump of the clock signs no one out of the portal or the console', async ({
  page,
  context,
}) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  const operator = await context.newPage();
  await consoleSignedIn(operator);

  await advanceClock(page, 2 * DAY_MS);
  await page.reload();
  await expectOnDashboard(page);
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Postpay Plus 40GB');
  await page.goto('/profile/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/invoices/);

  await operator.reload();
  await expect(operator.getByRole('heading', { name: 'Orders by state' })).toBeVisible();
  await operator.goto('/console/#/UFB_order');
  await expect(operator).toHaveURL(/#\/UFB_order/);
  await expect(operator.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  await operator.close();
});

test('pay as you go shows Casual rate for what no plan includes', async ({ page }) => {
  await signInAs(page, 'multi.accounts@example.co.nz');
  await expect(page).toHaveURL(/\/select-account/);
  await page
    .getByRole('list', { name: 'Choose an account' })
    .getByRole('listitem')
    .filter({ hasText: 'Mere Multi (bach)' })
    .click();
  await expectOnDashboard(page);
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('021 123 4523');
  for (const widget of ['Data', 'Voice', 'SMS'])
    await expect(page.getByRole('region', { name: widget, exact: true })).toContainText('Casual rate');
  await expect(page.getByText('Not included')).toHaveCount(0);
  await expectAccessible(page);
});
