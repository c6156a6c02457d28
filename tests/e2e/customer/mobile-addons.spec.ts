import type { Page } from '@playwright/test';
import { ANA_PAYS_MERE, DEMO_PASSWORD, personaCustomerUuid } from '@portal/fixtures';
import { expect, expectAccessible, mockCall, test } from '../support';
import { signInAs, storedSession } from './flows';

const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const TAMA_NUMBER = '64211234502';

/** Opens the addons page from the header's account menu. */
async function openAddons(page: Page) {
  await expect(page).toHaveURL(/\/profile\//);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Addons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addons' })).toBeVisible();
}

const owned = (page: Page) => page.getByRole('list', { name: 'Your plan and addons' });
/** One line of the allowances the plan and addons give together. */
const allowance = (page: Page, kind: string) =>
  page.getByRole('list', { name: 'Your allowances' }).getByRole('listitem').filter({ hasText: kind });
const buyDialog = (page: Page, name: string) => page.getByRole('dialog', { name: `Buy ${name}` });
const challenge = (page: Page) => page.getByRole('dialog', { name: 'Confirm this card with your bank' });

async function startBuying(page: Page, name: string) {
  await page.getByRole('button', { name: `Buy ${name}` }).click();
  const dialog = buyDialog(page, name);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves a card for the signed-in customer through the API, passing the issuer's check on setup. */
async function saveCard(page: Page, number: string) {
  const { JWT, customer } = await storedSession(page);
  const setup = await mockCall(page, 'GET', `/api/customer/${customer}/setup-payment-method`, { token: JWT });
  const ClientSecret = (setup.body as { SetupIntentClientSecret: string }).SetupIntentClientSecret;
  const card = { Number: number, ExpMonth: 12, ExpYear: 2030, Cvc: '123' };
  const confirmed = await mockCall(page, 'POST', '/api/payments/v1/setup_intents/confirm', {
    token: JWT,
    data: { ClientSecret, Card: card },
  });
  expect((confirmed.body as { Status: string }).Status).toBe('requires_action');
  const passed = await mockCall(page, 'POST', '/api/payments/v1/setup_intents/authenticate', {
    token: JWT,
    data: { ClientSecret, Outcome: 'pass' },
  });
  expect((passed.body as { Status: string }).Status).toBe('succeeded');
}

async function setScenario(page: Page, name: string, on: boolean) {
  const res = await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name, on } });
  expect(res.ok).toBe(true);
}

test(
  'ana buys an addon with her default card and sees it among her addons, its data added',
  { tag: '@demo' },
  async ({ page }) => {
    await signInAs(page, ANA);
    await openAddons(page);
    await expect(owned(page).getByRole('listitem', { name: 'Data boost 5GB' })).toBeVisible();
    await expect(owned(page).getByRole('listitem', { name: 'Roaming 7 days' })).toHaveCount(0);
    await expect(allowance(page, 'Data')).toContainText('45 GB');
    await expect(allowance(page, 'International minutes')).toContainText('100 mins');
    // Each addon on sale shows a picture of what it gives (show_addon_images): roaming is international.
    const onSale = page.getByRole('region', { name: 'Addons you can buy' });
    await expect(
      onSale
        .getByRole('listitem', { name: 'Roaming 7 days' })
        .getByRole('img', { name: 'International addon' }),
    ).toBeVisible();
    await expectAccessible(page);

    const dialog = await startBuying(page, 'Roaming 7 days');
    await expect(dialog.getByRole('radio', { name: 'Visa ending 4242 (default)' })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Buy for $29.00' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Roaming 7 days is on your service now.');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect(owned(page).getByRole('listitem', { name: 'Roaming 7 days' })).toBeVisible();
    // The roaming addon's 1 GB and 100 international minutes add to the plan's.
    await expect(allowance(page, 'Data')).toContainText('46 GB');
    await expect(allowance(page, 'International minutes')).toContainText('200 mins');
  },
);

test('a card that asks for the challenge every time: a failed challenge fails, a passed one buys', async ({
  page,
}) => {
  await signInAs(page, ANA);
  await expect(page).toHaveURL(/\/profile\//);
  await saveCard(page, '4000 0027 6000 3184');
  // The card was saved outside this page, which holds the cards it read at sign-in for a few seconds: opened
  // afresh, it reads them again.
  await page.reload();
  await openAddons(page);
  const dialog = await startBuying(page, 'Data boost 5GB');
  await dialog.getByRole('radio', { name: 'Visa ending 3184' }).check();
  await dialog.getByRole('button', { name: 'Buy for $10.00' }).click();
  await expect(challenge(page)).toBeVisible();
  await challenge(page).getByRole('button', { name: 'Fail authentication' }).click();
  const failed = dialog.getByRole('alert');
  await expect(failed).toContainText('Payment processing error');
  await expect(failed.getByRole('link', { name: 'Add a card' })).toBeVisible();

  // Choosing another card goes back to the choice, where the same card is tried again and passes.
  await failed.getByRole('button', { name: 'Choose another card' }).click();
  await expect(dialog.getByRole('radio', { name: 'Visa ending 3184' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Buy for $10.00' }).click();
  await challenge(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Data boost 5GB is on your service now.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(owned(page).getByRole('listitem', { name: 'Data boost 5GB' })).toHaveCount(2);
});

test('tama’s prepay addon fails with "Not enough balance", then goes through after a top-up', async ({
  page,
}) => {
  expect(
    (await mockCall(page, 'PUT', '/__mock/prepay-credit', { data: { MSISDN: TAMA_NUMBER, creditCents: 0 } }))
      .ok,
  ).toBe(true);
  await signInAs(page, TAMA);
  await openAddons(page);
  await expect(page.getByText('Prepay credit: $0.00')).toBeVisible();
  await expectAccessible(page);

  let dialog = await startBuying(page, 'Data 1GB for 1 day');
  await expect(dialog.getByRole('radio', { name: 'Prepay credit ($0.00 left)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Buy for $3.00' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Not enough balance');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  expect(
    (
      await mockCall(page, 'PUT', '/__mock/prepay-credit', {
        data: { MSISDN: TAMA_NUMBER, creditCents: 1000 },
      })
    ).ok,
  ).toBe(true);
  await page.reload();
  await expect(page.getByText('Prepay credit: $10.00')).toBeVisible();
  dialog = await startBuying(page, 'Data 1GB for 1 day');
  await dialog.getByRole('button', { name: 'Buy for $3.00' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Data 1GB for 1 day is on your service now.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(owned(page).getByRole('listitem', { name: 'Data 1GB for 1 day' })).toBeVisible();
  await expect(page.getByText('Prepay credit: $7.00')).toBeVisible();
});

test('a declined card is a payment processing error offering another card or a new one', async ({ page }) => {
  await setScenario(page, 'payments.decline', true);
  await signInAs(page, ANA);
  await openAddons(page);
  const dialog = await startBuying(page, 'Roaming 7 days');
  await dialog.getByRole('button', { name: 'Buy for $29.00' }).click();
  const failed = dialog.getByRole('alert');
  await expect(failed).toContainText('Payment processing error');
  await expect(failed.getByRole('button', { name: 'Choose another card' })).toBeVisible();
  await expect(failed.getByRole('link', { name: 'Add a card' })).toBeVisible();
  await expectAccessible(page);
  await failed.getByRole('link', { name: 'Add a card' }).click();
  await expect(page).toHaveURL(/\/profile\/balance\/payment-methods\/add$/);
});

test('a billing route with too little left says "Spend limit is over", offering a change of plan or a card', async ({
  page,
}) => {
  // ana, who pays for Mere's work phone, lowers the route's monthly limit to 50 cents above what it has paid.
  const auth = await mockCall(page, 'POST', '/api/v2/68/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: ANA, AuthCode: DEMO_PASSWORD, SPID: 68 },
  });
  const lowered = await mockCall(
    page,
    'PUT',
    `/api/customers/${personaCustomerUuid('ana')}/billing-routes/${ANA_PAYS_MERE}`,
    { token: (auth.body as { JWT: string }).JWT, data: { SpendLimit: 1300 } },
  );
  expect(lowered.ok).toBe(true);

  await signInAs(page, 'multi.accounts@example.co.nz');
  await page
    .getByRole('list', { name: 'Choose an account' })
    .getByRole('listitem')
    .filter({ hasText: 'Mere Multi (work)' })
    .click();
  await openAddons(page);
  const dialog = await startBuying(page, 'International minutes 50');
  await dialog.getByRole('radio', { name: 'Billing route: Mere work phone ($0.50 left to spend)' }).check();
  await dialog.getByRole('button', { name: 'Buy for $10.00' }).click();
  const failed = dialog.getByRole('alert');
  await expect(failed).toContainText('Spend limit is over');
  await expect(failed.getByRole('link', { name: 'Change plan' })).toBeVisible();
  await expect(failed.getByRole('link', { name: 'Add a card' })).toBeVisible();
  await expectAccessible(page);
});

test('a purchase left pending without a challenge is tried again for 10 s, then given up', async ({
  page,
}) => {
  await setScenario(page, 'addons.pending', true);
  await signInAs(page, ANA);
  await openAddons(page);
  const dialog = await startBuying(page, 'Roaming 7 days');
  await dialog.getByRole('button', { name: 'Buy for $29.00' }).click();
  await expect(dialog.getByRole('button', { name: 'Buying…' })).toBeDisabled();
  await expect(dialog.getByRole('alert')).toHaveText(
    'We could not finish buying your addon. Please try again later.',
    { timeout: 20_000 },
  );
  await expect(owned(page).getByRole('listitem', { name: 'Roaming 7 days' })).toHaveCount(0);
});
