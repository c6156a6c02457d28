import type { Page } from '@playwright/test';
import { personaCustomerUuid, planUuid } from '@portal/fixtures';
import { formatNzTime, formatNzWeekdayDay, NANOS_PER_MS } from '@portal/shared';
import { consoleToken, signedIn, storeCall } from '../console/console';
import {
  expect,
  expectAccessible,
  FAULT_CLASSES,
  mockCall,
  outageOf,
  PASSWORD,
  shortWaitFor,
  test,
} from '../support';
import { signInAs } from './flows';
import { placeShopOrder, type PlacedOrder } from './shop-order';

const ANA = 'ana.postpay@example.co.nz';
const ana = personaCustomerUuid('ana');
const ITEM = '00000000-0000-4000-8000-000000000001';
const FIBRE = {
  ServiceType: 'UFB',
  ItemUUID: ITEM,
  Name: 'Fibre Max',
  PriceCents: 9900,
  UFBPlanUUID: planUuid('max'),
  ServiceAddress: '12 Cuba Street, Te Aro, Wellington 6011',
};
const SIM = {
  ServiceType: 'MOBILE',
  PhysicalType: 'SIM',
  Type: 'TYPE_PRODUCT',
  ItemUUID: ITEM,
  Name: 'SIM card',
  PriceCents: 0,
};
const FWA = {
  ServiceType: 'FWA',
  ItemUUID: ITEM,
  Name: 'Wireless 300',
  PriceCents: 6500,
  ServiceAddress: '3 Main Road, Ōtaki 5512',
};

/**
 * A paid order for ana, placed as a completed checkout places it, and the purchase summary checkout saves in the
 * browser (the thank-you pages need one).
 */
async function purchase(page: Page, line: object): Promise<PlacedOrder> {
  const order = await placeShopOrder(page, ana, [line]);
  const p = order.Provisioning as PlacedOrder['Provisioning'] | undefined;
  const summary = {
    number: order.OrderNumber,
    e_sim: false,
    address: '',
    is_only_sim: false,
    ufb_modem: false,
    is_only_modem: false,
    delivery_address: '',
    customerUUID: ana,
    // A purchase of SIMs alone provisions no broadband.
    ...(p && {
      broadband: {
        kind: p.Kind,
        orderUUID: p.OrderUUID,
        ...(p.ProductUUID ? { productUUID: p.ProductUUID } : {}),
      },
    }),
    completedAtMs: Date.now(),
  };
  await page.evaluate(
    (value) =>
      localStorage.setItem(
        'portal.app.completed-purchase',
        JSON.stringify({ value, expiresAt: Date.now() + 86_400_000 }),
      ),
    summary,
  );
  return order;
}

const advanceClock = (page: Page, ms: number) =>
  mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: ms } });

/** An operator moves a fibre order on, as from the console (the store's update call). */
async function operatorMoves(page: Page, orderUUID: string, states: string[]) {
  const auth = await mockCall(page, 'POST', '/api/v2/68/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: 'operator@provider.example.nz', AuthCode: PASSWORD, SPID: 68 },
  });
  const token = (auth.body as { JWT: string }).JWT;
  for (const State of states) {
    const res = await mockCall(page, 'PUT', `/api/v3/68/UFB_order/${orderUUID}`, { data: { State }, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

async function signedInAsAna(page: Page) {
  await signInAs(page, ANA);
  await expect(page).toHaveURL(/\/profile\//);
}

test(
  'a fibre order is watched on the thank-you page until it is with the provider, then an installation is booked',
  { tag: '@demo' },
  async ({ page }) => {
    // The longest journey of the area: polling, a reload, the operator's moves and a booking.
    test.slow();
    await signedInAsAna(page);
    const order = await purchase(page, FIBRE);
    await page.goto('/eshop/thanks-broadband');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(`Order ${order.OrderNumber} is paid.`)).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('Order with the network provider');
    await expect(page.getByText(/^Elapsed \d:\d\d of up to 3:00$/)).toBeVisible();
    await expectAccessible(page);

    // The page resumes after a reload, still waiting on the provider.
    await page.reload();
    await expect(page.locator('[aria-current="step"]')).toContainText('Order with the network provider');

    await operatorMoves(page, order.Provisioning.OrderUUID, ['acknowledged', 'in_progress']);
    await expect(page.getByText('Next: choose a time for the installation below.')).toBeVisible();
    await expect(page.getByText('Order status: Processing')).toBeVisible();

    const slot = page.getByRole('radio').first();
    const when = (await slot.locator('xpath=ancestor::label').innerText()).trim();
    await slot.check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText(`Installation booked for ${when}.`)).toBeVisible();
    await expectAccessible(page);
  },
);

test('an installation the operator moves in the schedule shows its new time on the customer’s My orders', async ({
  page,
}) => {
  test.slow();
  await signedInAsAna(page);
  const order = await purchase(page, FIBRE);
  await operatorMoves(page, order.Provisioning.OrderUUID, ['acknowledged', 'in_progress']);
  await page.goto('/profile/my-orders');
  const card = page.getByRole('article', { name: order.OrderNumber });
  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Book this time' }).click();
  const booked = card.getByText(/^Installation booked for /);
  await expect(booked).toBeVisible();
  const before = await booked.innerText();

  // The operator finds it in the week's schedule (the next week's when it falls there) and moves it.
  await signedIn(page);
  type Booked = { OrderNumber: string; Appointment: { StartNanos: number; EndNanos: number } };
  const read = async () =>
    (await (await storeCall(page, 'GET', `UFB_order/${order.Provisioning.OrderUUID}`)).json()) as Booked;
  const ufb = await read();
  await page.getByRole('menuitem', { name: 'Schedule' }).click();
  await expect(page.getByText(/of \d+ crews free/).first()).toBeVisible();
  const day = page.getByRole('region', {
    name: formatNzWeekdayDay(ufb.Appointment.StartNanos / NANOS_PER_MS),
  });
  if (!(await day.count())) await page.getByRole('button', { name: 'Next' }).click();
  await day.getByRole('button', { name: `Move the appointment of ${ufb.OrderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a time' });
  await dialog.getByRole('radio').last().check();
  await dialog.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByText(/^Appointment booked: /)).toBeVisible();
  const moved = (await read()).Appointment;
  expect(moved.StartNanos).not.toBe(ufb.Appointment.StartNanos);

  // The customer's order shows the new time.
  await page.goto('/profile/my-orders');
  await expect(booked).toContainText(formatNzTime(moved.StartNanos / NANOS_PER_MS));
  await expect(booked).not.toHaveText(before);
  await expectAccessible(page);
});

test('the operator sees the same order in the console and adds a note the customer reads on My orders', async ({
  page,
}) => {
  await signedInAsAna(page);
  const order = await purchase(page, FIBRE);

  await signedIn(page);
  expect(await consoleToken(page)).toBeTruthy();
  await page.goto(`/console/#/UFB_order/${order.Provisioning.OrderUUID}/show`);
  await expect(page.getByText('Ana Postpay').first()).toBeVisible();
  const note = 'Your fibre installer will call you the day before.';
  await page.getByRole('textbox', { name: 'New note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();

  await page.goto('/profile/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const card = page.getByRole('article', { name: order.OrderNumber });
  await expect(card.getByText('Confirmed')).toBeVisible();
  await expect(card.getByText(note)).toBeVisible();
  await expect(card.getByText('1 × Fibre Max — $99.00')).toBeVisible();
  // The order's money reads as its cart's did: before GST, the GST on its own line, and what was paid.
  await expect(card.locator('dl')).toHaveText('Amount before GST$86.09GST$12.91Total$99.00');
  await expectAccessible(page);
});

test('a fibre order whose progress cannot be read says so in each way a call fails, asks at most three times, and checks again when asked', async ({
  page,
}) => {
  test.slow();
  await signedInAsAna(page);
  const order = await purchase(page, FIBRE);
  const progress = new RegExp(`/api/eshop/v2/customer/${ana}/order/${order.Provisioning.OrderUUID}$`);
  await shortWaitFor(page, progress);
  const alert = page.getByRole('alert').filter({ hasText: 'We could not check how your order is going.' });
  for (const fault of FAULT_CLASSES) {
    await test.step(fault.name, async () => {
      const outage = await outageOf(page, progress, 'GET', fault.answer);
      await page.goto('/eshop/thanks-broadband');
      if (fault.name === '401') {
        // The session ends: sign-in says so and keeps the way back.
        await expect(page).toHaveURL(/\/sign-in\?redirect=%2Feshop%2Fthanks-broadband/);
        await expect(page.getByText(fault.says)).toBeVisible();
        // Once, and once more with a renewed token, in case only the token had run out.
        expect(outage.failed).toBeLessThanOrEqual(2);
        return;
      }
      await expect(alert).toContainText(fault.says, { timeout: 15_000 });
      // The watch has stopped: no clock running on, no next step promised.
      await expect(page.getByText(/^Elapsed /)).toHaveCount(0);
      await expect(
        page.getByText('Next: the network provider confirms the order.', { exact: false }),
      ).toHaveCount(0);
      expect(outage.failed).toBeLessThanOrEqual(3);
      await outage.recover();
      if (fault.name !== 'malformed') return;
      await expectAccessible(page);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(alert).toHaveCount(0);
      await expect(page.locator('[aria-current="step"]')).toContainText('Order with the network provider');
      await expect(page.getByText(/^Elapsed \d:\d\d of up to 3:00$/)).toBeVisible();
    });
  }
});

test('a SIM order whose delivery dates cannot be read says so with a retry, and shows them once they can be', async ({
  page,
}) => {
  await signedInAsAna(page);
  const order = await purchase(page, SIM);
  const outage = await outageOf(
    page,
    new RegExp(`/api/eshop/v3/customer/${ana}/order/${order.OrderNumber}$`),
  );
  await page.goto('/eshop/thanks');
  await expect(
    page.getByText(`Order ${order.OrderNumber} is paid. Your SIMs are on their way.`),
  ).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Your delivery dates could not be loaded.' });
  await expect(alert).toContainText('Please try again later', { timeout: 15_000 });
  await expect(page.getByText(/^Delivery expected between /)).toHaveCount(0);
  await expectAccessible(page);

  await outage.recover();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText(/^Delivery expected between .+ and .+\.$/)).toBeVisible();
});

test('under orders.fail a fixed-wireless order shows why it failed', async ({ page }) => {
  await signedInAsAna(page);
  await mockCall(page, 'PUT', '/__mock/scenarios', {
    data: { name: 'orders.fail', on: true, customerUUID: ana },
  });
  await purchase(page, FWA);
  await advanceClock(page, 3 * 60_000);
  await page.goto('/eshop/thanks-broadband');
  await expect(page.getByRole('alert')).toContainText(
    /Your order could not be completed: The (site check|nearest)/,
  );
  await expectAccessible(page);
});

test('a fixed-wireless order shows its progress until the modem is on its way', async ({ page }) => {
  await signedInAsAna(page);
  const order = await purchase(page, FWA);
  await page.goto('/eshop/thanks-broadband');
  await expect(page.locator('[aria-current="step"]')).toContainText('Order with the network provider');
  await advanceClock(page, 3 * 60_000);
  await expect(page.getByText('Next: your modem is on its way.', { exact: false })).toBeVisible();
  await expect(
    page.getByText('Choose a time if you want a technician to install it.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book an installation' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile/my-orders');
  await expect(
    page.getByRole('article', { name: order.OrderNumber }).getByText('Progress: Modem on its way'),
  ).toBeVisible();
});

test('once a fixed-wireless order is done, the thank-you page says it is set up', async ({ page }) => {
  await signedInAsAna(page);
  const order = await purchase(page, FWA);
  await page.goto('/eshop/thanks-broadband');
  await expect(page.getByText(`Order ${order.OrderNumber} is paid. We are setting it up now.`)).toBeVisible();
  // The self-install is done within five days; a week on, it is certainly done, and the page, read again, says so.
  await advanceClock(page, 7 * 86_400_000);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Order status: Completed')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(`Order ${order.OrderNumber} is paid and set up.`)).toBeVisible();
  await expect(page.getByText('We are setting it up now', { exact: false })).toHaveCount(0);
  // Done means done: what comes next is using it, not a booking it no longer needs.
  await expect(page.getByText('Your broadband is set up and ready to use.')).toBeVisible();
  await expect(page.getByText(/^Next:/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Book an installation' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See your broadband' }).click();
  await expect(page).toHaveURL(/\/profile\/broadband\//);
});

test('the broadband account opens on the fibre subscriptions of an account with fibre', async ({ page }) => {
  await signedInAsAna(page);
  await page.goto('/profile/broadband');
  await expect(page).toHaveURL(/\/profile\/broadband\/ufb\/subscriptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fibre subscriptions' })).toBeVisible();
  const service = page.getByRole('article', { name: 'Fibre Max' });
  await expect(service.getByText('Status: Active')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile/broadband/fwa/subscriptions');
  await expect(page.getByText('You have no fixed wireless service yet.', { exact: false })).toBeVisible();
  await expectAccessible(page);
});
