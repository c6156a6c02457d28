import type { Page, Route } from '@playwright/test';
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

const TAMA = 'tama.prepay@example.co.nz';
const ANA = 'ana.postpay@example.co.nz';
const OPERATOR = 'operator@provider.example.nz';
const caption = (page: Page) => page.getByRole('status', { name: 'Caption' });
const portal = (page: Page) => page.frameLocator('iframe[title="Customer portal"]');

/** Plays a story at 4x until the caption bar says it is complete; a stopped story fails with its own message. */
async function playToTheEnd(page: Page, id: string) {
  await page.goto(`/story?play=${id}&speed=4`);
  const done = caption(page).getByRole('heading', { name: 'Story complete' });
  const stopped = page.getByRole('alert');
  await expect(done.or(stopped)).toBeVisible({ timeout: 150_000 });
  await expect(stopped).toHaveCount(0);
  await expect(caption(page)).toContainText('What to try next:');
}

/** Signs in through the API as a customer: the token and the account, to read the end state. */
async function asCustomer(page: Page, email: string) {
  const auth = await mockCall(page, 'POST', '/api/v2/68/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: PASSWORD, SPID: 68 },
  });
  const token = (auth.body as { JWT: string }).JWT;
  const mine = await mockCall(page, 'GET', '/api/v2/68/customer', { token });
  const uuid = (mine.body as { Customers: { UUID: string }[] }).Customers[0]?.UUID as string;
  return { token, uuid };
}

test('card-declined plays to the end: the second card paid and auto top-up is on', async ({ page }) => {
  test.setTimeout(180_000);
  await playToTheEnd(page, 'card-declined');
  const { token, uuid } = await asCustomer(page, TAMA);
  const auto = await mockCall(page, 'GET', `/api/customer/${uuid}/preferences/top-up-auto`, { token });
  expect(auto.body).toMatchObject({ status: 'on', type: 'balance', amount: 20 });
  await expectAccessible(page);
});

test('number-port plays to the end: the number came in after the refusal was corrected', async ({ page }) => {
  test.setTimeout(180_000);
  await playToTheEnd(page, 'number-port');
  const ports = await mockCall(page, 'GET', '/__mock/porting');
  const port = (ports.body as { ports: { MSISDN: string; State: string }[] }).ports.find(
    (p) => p.MSISDN === '64215550101',
  );
  expect(port?.State).toBe('PORT_COMPLETED');
});

test('fibre-order plays to the end in both apps', { tag: '@demo' }, async ({ page }) => {
  test.setTimeout(240_000);
  await playToTheEnd(page, 'fibre-order');
  await expect(portal(page).getByRole('article', { name: 'Fibre Fast' })).toContainText('Status: Active');
  // The store holds Ana's order for the new address, completed.
  const auth = await mockCall(page, 'POST', '/api/v2/68/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: OPERATOR, AuthCode: PASSWORD, SPID: 68 },
  });
  const { uuid } = await asCustomer(page, ANA);
  const filter = encodeURIComponent(JSON.stringify({ CustomerUUID: uuid, q: '40 Colombo Street' }));
  const orders = await mockCall(page, 'GET', `/api/v3/68/UFB_order?filter=${filter}`, {
    token: (auth.body as { JWT: string }).JWT,
  });
  expect(
    (orders.body as { State: string; CustomerName: string }[]).map((o) => [o.CustomerName, o.State]),
  ).toEqual([['Ana Postpay', 'completed']]);
});

test('pausing stops the clock and the story; play goes on where it stopped', async ({ page }) => {
  await page.goto('/story?play=card-declined');
  await expect(caption(page)).toContainText('Tama types their email.');
  await page.keyboard.press('Space');
  await expect(caption(page)).toContainText('paused');
  const state = await mockCall(page, 'GET', '/__mock/state');
  expect((state.body as { clock: { speed: number } }).clock.speed).toBe(0);
  const clock = page.getByTestId('story-clock');
  const email = portal(page).getByLabel('Email');
  // The time on screen may come from a read made just before the pause: wait for one read made after it.
  const pausedReads = Number(await clock.getAttribute('data-reads'));
  await expect(clock).toHaveAttribute('data-reads', String(pausedReads + 1));
  const [stoppedAt, typed, reads] = [
    await clock.textContent(),
    await email.inputValue(),
    Number(await clock.getAttribute('data-reads')),
  ];
  expect(typed.length).toBeLessThan(TAMA.length);
  // Two more reads of the clock (a second apart): it has not moved, and nothing more was typed.
  await expect(clock).toHaveAttribute('data-reads', String(reads + 2));
  await expect(clock).toHaveText(stoppedAt ?? '');
  await expect(email).toHaveValue(typed);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(email).toHaveValue(TAMA);
  await expect(caption(page)).not.toContainText('paused');
  expect(
    ((await mockCall(page, 'GET', '/__mock/state')).body as { clock: { speed: number } }).clock.speed,
  ).toBe(1);
});

test('when the control API fails, story mode says what failed in each way it can, asks a few times, and Try again plays or pauses once it is back', async ({
  page,
}) => {
  const control = /\/__mock\//;
  await shortWaitFor(page, control);
  const clock = page.getByTestId('story-clock');
  for (const fault of FAULT_CLASSES) {
    await test.step(fault.name, async () => {
      const outage = await outageOf(page, control, undefined, fault.answer);
      await page.goto('/story?play=card-declined');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(
        'The stage for “A declined top-up” could not be set. GET /__mock/state:',
      );
      await expect(alert).toContainText(fault.says);
      await expect(clock).toHaveText('Clock: could not be read');
      await expect(caption(page)).toHaveText(
        /^A declined top-up · step 1 of 32 · stopped:\s*The story has not started\.$/,
      );
      // The stage's one call, the clock read once or twice (it waits longer after each failure), the clock set back.
      expect(outage.failed).toBeLessThanOrEqual(6);
      if (fault.name !== FAULT_CLASSES.at(-1)?.name) {
        await outage.recover();
        return;
      }
      await expectAccessible(page);
      await outage.recover();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(caption(page)).toContainText('Tama types their email.');
      await expect(alert).toHaveCount(0);
      await expect(clock).toHaveText(/^Clock: \d/);

      // A pause the control API refuses: the story waits, and the page says the clock still runs.
      const setClock = (route: Route) =>
        route.request().method() === 'PUT' ? FAULT_CLASSES[1].answer(route) : route.fallback();
      await page.route(/\/__mock\/clock$/, setClock);
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect(alert).toContainText('The clock did not stop. PUT /__mock/clock: Simulated fault');
      await expect(caption(page)).toContainText('paused');
      await page.unroute(/\/__mock\/clock$/, setClock);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(alert).toHaveCount(0);
      const state = await mockCall(page, 'GET', '/__mock/state');
      expect((state.body as { clock: { speed: number } }).clock.speed).toBe(0);
    });
  }
});
