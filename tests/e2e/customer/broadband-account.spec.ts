import type { Page } from '@playwright/test';
import { personaCustomerUuid } from '@portal/fixtures';
import { signedIn } from '../console/console';
import { expect, expectAccessible, mockCall, PASSWORD, test } from '../support';
import { signInAs } from './flows';
import { fibreMaxLine, placeShopOrder } from './shop-order';

const ANA = 'ana.postpay@example.co.nz';
const ana = personaCustomerUuid('ana');
const DAY_MS = 86_400_000;

async function signedInAsAna(page: Page) {
  await signInAs(page, ANA);
  await expect(page).toHaveURL(/\/profile\//);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('the broadband usage shows each day, month and year, and billing shows the plans billed', async ({
  page,
}) => {
  await signedInAsAna(page);

  await page.goto('/profile/broadband/ufb/usage');
  await expect(heading(page, 'Fibre usage')).toBeVisible();
  const table = page.getByRole('table', { name: 'Data used each day over the last 30 days' });
  // Drawn as bars, with the figures in a table: a header row and one row per day, dated as the portal dates.
  const chart = page.getByTestId('usage-chart');
  await expect(chart).toHaveAttribute('data-points', '30');
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d\d-\d\d-\d{4}$/);
  await expect(page.getByText(/^Total: \d+\.\d\d GB$/)).toBeVisible();
  await expectAccessible(page);
  // The same figures as a table anyone can read, in place of the drawing, and back.
  await page.getByRole('switch', { name: 'Show as table' }).click();
  await expect(chart).toHaveCount(0);
  await expect.poll(async () => (await table.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  await page.getByRole('switch', { name: 'Show as table' }).click();
  await expect(chart).toHaveAttribute('data-points', '30');
  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(page.getByRole('table', { name: 'Data used each month over the last year' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(13);
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByRole('table', { name: 'Data used each year' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Broadband' }).getByRole('link', { name: 'Billing' }).click();
  await expect(heading(page, 'Fibre billing')).toBeVisible();
  await expect(page.getByText(/^Fibre Max at /)).toBeVisible();
  await expectAccessible(page);
});

test('the broadband account screens show how to subscribe, the balance, bonuses and security', async ({
  page,
}) => {
  await signedInAsAna(page);
  await page.goto('/profile/broadband/ufb/subscribe');
  await expect(heading(page, 'Subscribe to fibre')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find fibre at my address' })).toHaveAttribute('href', '/ufb');
  await expectAccessible(page);

  await page.goto('/profile/broadband/balance');
  await expect(heading(page, 'Balance')).toBeVisible();
  await expect(page.getByText(/^You owe \$\d+\.\d\d$/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile/broadband/bonuses');
  await expect(heading(page, 'Bonuses')).toBeVisible();
  await expect(page.getByText('You have 450 points')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Other gifts' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile/broadband/security');
  await expect(heading(page, 'Security')).toBeVisible();
  await expect(page.getByText(`You sign in as ${ANA}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Change my password' }).click();
  await expect(page).toHaveURL(/\/profile\/personal-data\/change-password$/);
});

test('a fibre plan changes at the next period by default, and the plan already chosen is refused', async ({
  page,
}) => {
  await signedInAsAna(page);
  await page.goto('/profile/broadband/ufb/subscriptions');
  await page.getByRole('article', { name: 'Fibre Max' }).getByRole('link', { name: 'Change plan' }).click();
  await expect(heading(page, 'Change fibre plan')).toBeVisible();
  await expect(page.getByText(/^Your plan now: Fibre Max/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'From my next billing period' })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('radio', { name: /^Fibre Fast: \$85\.00 a month/ }).check();
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('status')).toContainText(/^Your new plan starts on \d\d-\d\d-\d{4}\.$/);

  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('alert')).toContainText('you already have this plan');

  // The plan in force, while the change to Fibre Fast waits, is no change either.
  await page.getByRole('radio', { name: /^Fibre Max: / }).check();
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('alert')).toContainText('you already have this plan');
  await expect(page.getByRole('status')).toHaveCount(0);

  await page.goto('/profile/broadband/ufb/subscriptions');
  await expect(
    page.getByRole('article', { name: 'Fibre Max' }).getByText(/^A new plan starts on/),
  ).toBeVisible();
});

test('a completed fixed-wireless order gives a fixed-wireless service on the subscriptions page', async ({
  page,
}) => {
  await signedInAsAna(page);
  await page.goto('/profile/broadband/fwa/subscriptions');
  await expect(page.getByText('You have no fixed wireless service yet.', { exact: false })).toBeVisible();

  // ana's seeded fixed-wireless order completes its self-install within five days; she stays signed in.
  await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: 5 * DAY_MS } });
  await page.goto('/profile/broadband/fwa/subscriptions');
  const service = page.getByRole('article', { name: 'Wireless 300' });
  await expect(service.getByText('Status: Active')).toBeVisible();
  await expect(service.getByText('Order ORD-100002')).toBeVisible();
  await expectAccessible(page);

  // The daily view ends with yesterday, a whole day: a day later, the day the service started carries data too.
  await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: DAY_MS } });
  await page.goto('/profile/broadband/fwa/usage');
  await expect(heading(page, 'Fixed wireless usage')).toBeVisible();
  // The last 30 days are the simulation's: the days since the service started carry the data it used.
  await expect(page.getByText(/^Total: \d+\.\d\d GB$/)).toBeVisible();
  await expect(page.getByText('Total: 0.00 GB')).toHaveCount(0);
  await expectAccessible(page);
});

test('a fixed-wireless plan changes at the next period by default, or now, and the plan chosen is refused', async ({
  page,
}) => {
  // ana's seeded fixed-wireless order completes its self-install within five days: then it is a service.
  await signedInAsAna(page);
  await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: 5 * DAY_MS } });
  // Five days on the clock do not sign her out.
  await page.goto('/profile/broadband/fwa/subscriptions');
  await page
    .getByRole('article', { name: 'Wireless 300' })
    .getByRole('link', { name: 'Change plan' })
    .click();
  await expect(page).toHaveURL(/\/profile\/broadband\/fwa\/change-plan\/[0-9a-f-]{36}$/);
  await expect(heading(page, 'Change fixed wireless plan')).toBeVisible();
  await expect(page.getByText(/^Your plan now: Wireless 300, at 14 Beach Road/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'From my next billing period' })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('radio', { name: /^Wireless 5G Unlimited: \$80\.00 a month/ }).check();
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('status')).toContainText(/^Your new plan starts on \d\d-\d\d-\d{4}\.$/);
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('alert')).toContainText('you already have this plan');

  await page.goto('/profile/broadband/fwa/subscriptions');
  const service = page.getByRole('article', { name: 'Wireless 300' });
  await expect(service.getByText(/^A new plan starts on/)).toBeVisible();

  await service.getByRole('link', { name: 'Change plan' }).click();
  await page.getByRole('radio', { name: /^Wireless Unlimited: \$65\.00 a month/ }).check();
  await page.getByRole('radio', { name: 'Now' }).check();
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('status')).toHaveText('Your plan is now Wireless Unlimited.');
  await page.goto('/profile/broadband/fwa/subscriptions');
  await expect(
    page.getByRole('article', { name: 'Wireless Unlimited' }).getByText('Status: Active'),
  ).toBeVisible();
});

test('an installation the customer books is seen on the order in the provider console', async ({ page }) => {
  await signedInAsAna(page);
  const order = await placeShopOrder(page, ana, [fibreMaxLine('12 Cuba Street, Te Aro, Wellington 6011')]);
  // The network provider acknowledges the order, so an installation can be booked.
  const auth = await mockCall(page, 'POST', '/api/v2/68/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: 'operator@provider.example.nz', AuthCode: PASSWORD, SPID: 68 },
  });
  const token = (auth.body as { JWT: string }).JWT;
  const moved = await mockCall(page, 'PUT', `/api/v3/68/UFB_order/${order.Provisioning.OrderUUID}`, {
    data: { State: 'acknowledged' },
    token,
  });
  expect(moved.status).toBe(200);

  await page.goto('/profile/my-orders');
  const card = page.getByRole('article', { name: order.OrderNumber });
  const slot = card.getByRole('radio').first();
  const when = (await slot.locator('xpath=ancestor::label').innerText()).trim();
  await slot.check();
  await card.getByRole('button', { name: 'Book this time' }).click();
  await expect(card.getByText(`Installation booked for ${when}.`)).toBeVisible();

  await signedIn(page);
  await page.goto(`/console/#/UFB_order/${order.Provisioning.OrderUUID}/show`);
  const appointment = page.getByTestId('appointment');
  // The console writes the window in its own format: the same weekday, the window's mode.
  await expect(appointment).toContainText(when.slice(0, 3));
  await expect(appointment).toContainText(/\((AM|PM)\)$/);
});
