import { displayMsisdn } from '@portal/shared';
import type { Page } from '@playwright/test';
import { PREACTIVATED_SIMS } from '@portal/fixtures';
import { expect, expectAccessible, test } from '../support';
import { advanceClock, latestMessage, setScenario, signInAs } from './flows';

const TAMA = 'tama.prepay@example.co.nz';
const NEW = 'new.customer@example.co.nz';
const spare = PREACTIVATED_SIMS.tamaSpare;
const esim = PREACTIVATED_SIMS.newcomerEsim;

async function openActivation(page: Page, email: string) {
  await signInAs(page, email);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/activation');
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your SIM' })).toBeVisible();
}

/** Names the SIM by its number or SIM ID and enters the code texted to it. */
async function adoptWithCode(page: Page, sim: { MSISDN: string; SIMID: string }, by: 'number' | 'sim') {
  if (by === 'sim') {
    await page.getByLabel('I have its').click();
    await page.getByRole('option', { name: 'SIM ID' }).click();
    await page.getByLabel('SIM ID (on the SIM card)').fill(sim.SIMID);
  } else {
    await page.getByLabel('Phone number').fill(`0${sim.MSISDN.slice(2)}`);
  }
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(`••• ••• ${sim.MSISDN.slice(-4)}`)).toBeVisible();
  const sms = await latestMessage(page, sim.MSISDN, 'sim-activation');
  await page.getByLabel('Verification code').fill(sms.Code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function startActivation(page: Page, msisdn: string) {
  // The number as people read it: "021 123 4561".
  await expect(page.getByText(`Your SIM ${displayMsisdn(msisdn)} is ready to activate.`)).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('heading', { name: 'Activating your SIM' })).toBeVisible();
  await expect(page.getByText(/s elapsed of up to 250 s/)).toBeVisible();
}

test(
  'adoption by SMS: tama activates her pre-activated SIM with the code from the outbox, and it is active after its timeline',
  { tag: '@demo' },
  async ({ page }) => {
    // Three pages checked for accessibility while the activation is polled: slower than a usual journey.
    test.slow();
    await openActivation(page, TAMA);
    await expectAccessible(page);
    await adoptWithCode(page, spare, 'number');
    await startActivation(page, spare.MSISDN);
    await expectAccessible(page);
    // The network takes 10 to 30 s of simulated time.
    await advanceClock(page, 31_000);
    await expect(page.getByText(`Your SIM ${displayMsisdn(spare.MSISDN)} is active.`)).toBeVisible();
    await expectAccessible(page);
  },
);

test('an expired activation link is resent by SMS, and the new code adopts the SIM', async ({ page }) => {
  // Two texted codes and a day on the clock: more steps than one journey's usual time allows on a busy machine.
  test.slow();
  await openActivation(page, TAMA);
  await page.getByLabel('I have its').click();
  await page.getByRole('option', { name: 'SIM ID' }).click();
  await page.getByLabel('SIM ID (on the SIM card)').fill(spare.SIMID);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  // The adoption under way resumes after a reload.
  await page.reload();
  await expect(page.getByText('••• ••• 4561')).toBeVisible();
  const first = await latestMessage(page, spare.MSISDN, 'sim-activation');
  // The link in the text works for a day. A day later tama is still signed in (a clock jump ends no session), and
  // the link says it has expired.
  await advanceClock(page, 25 * 60 * 60_000);
  await page.goto(first.Link ?? '');
  await expect(page.getByText('Your activation link has expired')).toBeVisible();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Resend by SMS' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  const second = await latestMessage(page, spare.MSISDN, 'sim-activation');
  expect(second.Link).not.toBe(first.Link);
  await page.getByLabel('Verification code').fill(second.Code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Your SIM ${displayMsisdn(spare.MSISDN)} is ready to activate.`)).toBeVisible();
});

test('with activation.fail the activation ends in "Activate error" with a retry', async ({ page }) => {
  await setScenario(page, 'activation.fail');
  await openActivation(page, TAMA);
  await adoptWithCode(page, spare, 'sim');
  await startActivation(page, spare.MSISDN);
  await advanceClock(page, 31_000);
  await expect(page.getByRole('alert').filter({ hasText: 'Activate error' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessible(page);
});

test('with activation.slow the activation screen keeps waiting and completes just before its limit', async ({
  page,
}) => {
  test.slow();
  await setScenario(page, 'activation.slow');
  await openActivation(page, TAMA);
  await adoptWithCode(page, spare, 'number');
  await startActivation(page, spare.MSISDN);
  // Well past the usual 30 s, the network has not answered yet: still activating, not given up.
  await advanceClock(page, 120_000);
  await expect(page.getByText(/1[2-9]\d s elapsed of up to 250 s/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activating your SIM' })).toBeVisible();
  await expectAccessible(page);
  await advanceClock(page, 126_000);
  await expect(page.getByText(`Your SIM ${displayMsisdn(spare.MSISDN)} is active.`)).toBeVisible();
});

test('a SIM with no service (the suspended account’s) cannot be activated, and the mobile screens say why', async ({
  page,
}) => {
  await openActivation(page, 'suspended@example.co.nz');
  await page.getByLabel('Phone number').fill('021 123 4506');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(
    page.getByText('This SIM has no service that can be added to your account. Please contact us.'),
  ).toBeVisible();
  await expectAccessible(page);
  // The screens of a working service are closed to it and say so, with the way to help.
  for (const screen of ['/profile/dashboard', '/profile/addons']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Help centre' })).toBeVisible();
  }
  await expectAccessible(page);
});

test('an eSIM shows its QR code and activation code once adopted; adoption by IP says it cannot work here', async ({
  page,
}) => {
  await openActivation(page, NEW);
  await page.getByRole('button', { name: 'Use this phone’s mobile data instead' }).click();
  await expect(
    page.getByText('We can’t recognise your SIM from this connection.', { exact: false }),
  ).toBeVisible();
  await adoptWithCode(page, esim, 'number');
  await expect(page.getByRole('heading', { name: 'Install your eSIM' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the eSIM activation code' })).toBeVisible();
  await expect(page.getByText(/LPA:1\$smdp\.provider\.example\.nz\$/)).toBeVisible();
  await expectAccessible(page);
});

test('onboarding with credit-check.fail offers prepay or PAYG instead of the monthly plan, and resumes after a reload', async ({
  page,
}) => {
  // Every step of the onboarding up to the credit check, each checked.
  test.slow();
  await setScenario(page, 'credit-check.fail');
  await signInAs(page, NEW);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your mobile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1/9 · Plan or addon' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radiogroup', { name: 'Choose a plan or addon' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: 'My payment card' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Run credit check' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Credit check failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change to prepay' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Change to PAYG' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your payment type has changed' })).toHaveText(
    'Your payment type has changed to Pay as you go.',
  );
  await expect(page.getByRole('radio', { name: 'Pay as you go', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Pay monthly' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Pay as you go', exact: true })).toBeChecked();
});

test('onboarding on pay as you go goes through every step in order to an active SIM and the app', async ({
  page,
}) => {
  // Nine steps with an activation on the virtual clock.
  test.slow();
  await signInAs(page, NEW);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/mobile-onboarding');
  await page.getByRole('radio', { name: 'Pay as you go', exact: true }).check();
  await page.getByRole('radio', { name: /^Pay as you go · \$0\.00$/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: '2/7 · Voucher' })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  // The voucher is redeemed here, onto the SIM being set up.
  await page.getByLabel('Voucher code').fill('1000000000050');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('status')).toHaveText('$50.00 is on your SIM as credit.');
  await expectAccessible(page);
  await page.getByLabel('Voucher code').fill('1000000000050');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('This voucher has already been redeemed')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: '3/7 · Billing method' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: '4/7 · Payment card' })).toBeVisible();
  await expect(page.getByText('You have no saved card yet.')).toBeVisible();
  // Adding a card leaves the onboarding for the card page, which brings the customer back to this step.
  await page.getByRole('main').getByRole('link', { name: 'Add a card' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your card is saved.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/mobile-onboarding/);
  await expect(page.getByRole('heading', { name: '4/7 · Payment card' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /ending 4242/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: '5/7 · Activation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Activate my SIM' }).click();
  await expect(page.getByRole('heading', { name: 'Activating your SIM' })).toBeVisible();
  await advanceClock(page, 31_000);
  await expect(page.getByText(/Your SIM 021 123 4560 is active\./)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Yes, bring my number' }).check();
  await expect(page.getByText('We’ve noted that.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: '7/7 · Get the app' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  // The new plan is there at once: the dashboard, not the page that says there is no plan.
  await expect(page).toHaveURL(/\/profile\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Finished: the next onboarding starts afresh, with the SIM still waiting (the eSIM).
  await page.goto('/mobile-onboarding');
  await expect(page.getByText('activate your SIM 021 123 4562.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1/9 · Plan or addon' })).toBeVisible();
});

test('onboarding on prepay with a card that asks for the challenge: the challenge is passed and the SIM activates', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, NEW);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/profile/balance/payment-methods/add');
  await page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  const challenge = page.getByRole('dialog', { name: 'Confirm this card with your bank' });
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your card is saved.');
  await page.getByRole('button', { name: 'OK' }).click();

  await page.goto('/mobile-onboarding');
  await page.getByRole('radio', { name: 'Prepay', exact: true }).check();
  await page.getByRole('radio', { name: /^Prepay Value 3GB/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'No' }).check();
  for (const step of ['Billing method', 'Payment card']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`· ${step}$`) })).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: /ending 3184/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /· Activation$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Activate my SIM' }).click();
  await expect(challenge).toBeVisible();
  await expectAccessible(page);
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Activating your SIM' })).toBeVisible();
  await advanceClock(page, 31_000);
  await expect(page.getByText(/Your SIM 021 123 4560 is active\./)).toBeVisible();
});

test('onboarding on a monthly plan has the bank authorise the card before going on', async ({ page }) => {
  test.slow();
  await signInAs(page, NEW);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/profile/balance/payment-methods/add');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your card is saved.');
  await page.getByRole('button', { name: 'OK' }).click();

  await page.goto('/onboarding');
  await page.getByRole('radiogroup', { name: 'Choose a plan or addon' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Run credit check' }).click();
  await expect(page.getByRole('heading', { name: /· Card authorisation$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /ending 4242/ })).toBeChecked();
  await page.getByRole('button', { name: 'Authorise my card' }).click();
  await expect(page.getByRole('status')).toHaveText('Your card is authorised. Nothing has been charged.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /· Payment card$/ })).toBeVisible();
});
