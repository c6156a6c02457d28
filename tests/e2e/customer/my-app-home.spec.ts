import type { Page } from '@playwright/test';
import { expect, expectAccessible, settledLayout, test } from '../support';
import { makeFibreOnlyCustomer } from './fibre-only-customer';
import { expectOnDashboard, signInAs } from './flows';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Your account' });
const section = (page: Page, name: string) => page.getByRole('region', { name });

async function noSidewaysScrolling(page: Page) {
  await settledLayout(page);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
}

test('on a desktop the home shows every service ana has, the bill she owes and the order under way', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'ana.postpay@example.co.nz');
  await expectOnDashboard(page);
  await tabs(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  const services = section(page, 'Your services');
  const mobile = services.getByRole('article', { name: 'Mobile 021 123 4501' });
  await expect(mobile.getByText('Postpay Plus 40GB')).toBeVisible();
  await expect(mobile.getByText(/^Renews on \d\d-\d\d-\d{4}$/)).toBeVisible();
  await expect(mobile.getByRole('region', { name: 'Data' }).getByText(/ left of /)).toBeVisible();
  const fibre = services.getByRole('article', { name: 'Fibre' });
  await expect(fibre.getByText(/^Up to \d+ Mbps down and \d+ Mbps up$/)).toBeVisible();

  // The bill she still owes, with its amount, due date and a way to pay it.
  const bills = section(page, 'Bills due');
  const bill = bills.getByRole('listitem').first();
  await expect(bill).toContainText(/Invoice INV100001-\d{4}/);
  await expect(bill).toContainText(/\$\d+\.\d\d/);
  await expect(bill).toContainText(/Due \d\d-\d\d-\d{4}|Overdue since \d\d-\d\d-\d{4}/);

  // Her fixed-wireless order is under way: it says which step it is at.
  const orders = section(page, 'Orders in progress');
  await expect(orders.getByRole('listitem', { name: 'ORD-100002' })).toContainText(/Now: \S/);
  await expect(orders.getByRole('listitem', { name: 'ORD-100001' })).toHaveCount(0);
  await expectAccessible(page);

  await bill.getByRole('link', { name: /^Pay invoice/ }).click();
  await expect(page).toHaveURL(/\/profile\/pay-bill$/);
  await page.goBack();
  await fibre.getByRole('link', { name: /^Manage/ }).click();
  await expect(page).toHaveURL(/\/profile\/broadband\/ufb\/subscriptions$/);
});

test('on a phone the home shows a failed payment first, prepay credit, the spare SIM and quick actions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'tama.prepay@example.co.nz');
  await expectOnDashboard(page);
  await tabs(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  const notices = section(page, 'Needs your attention');
  await expect(
    notices.getByText('A payment on your Visa ending 0341 failed. Add another card or remove this one.'),
  ).toBeVisible();
  const services = section(page, 'Your services');
  const prepay = services.getByRole('article', { name: 'Mobile 021 123 4502' });
  await expect(prepay.getByText('Credit: $23.50')).toBeVisible();
  const spare = services.getByRole('article', { name: 'Mobile 021 123 4561' });
  await expect(spare.getByText('Waiting for activation')).toBeVisible();
  await expect(spare.getByRole('link', { name: /^Activate this SIM/ })).toBeVisible();
  // Bills are for postpay: a prepay account has none to show.
  await expect(section(page, 'Bills due')).toHaveCount(0);
  await noSidewaysScrolling(page);
  await expectAccessible(page);

  await prepay.getByRole('link', { name: /^Top up/ }).click();
  await expect(page).toHaveURL(/\/profile\/top-up$/);
});

test('a customer whose only service is fibre lands on a home that shows it, never on no-plans-page', async ({
  page,
}) => {
  await makeFibreOnlyCustomer(page);

  await signInAs(page, 'new.customer@example.co.nz');
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  const services = section(page, 'Your services');
  await expect(services.getByRole('article', { name: 'Fibre' }).getByText('Fibre Max')).toBeVisible();
  await expect(services.getByRole('article', { name: 'Mobile 021 123 4560' })).toContainText(
    'Waiting for activation',
  );
  await expect(section(page, 'Orders in progress').getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);

  await page.goto('/no-plans-page');
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
