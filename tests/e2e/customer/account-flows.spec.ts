import { SOCIAL_PERSONA } from '@portal/fixtures';
import { expect, expectAccessible, test } from '../support';
import { latestMessage, signInAs } from './flows';

test('a customer who signed up with Google changes their email with an emailed code, not a password', async ({
  page,
}) => {
  // A social login has no password to sign in with through the API: it goes through the provider's dialog.
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google (simulated)' });
  await dialog.getByLabel(/^Name/).fill('Wiremu Google');
  await dialog.getByLabel(/^Email/).fill(SOCIAL_PERSONA.email);
  await page.getByRole('button', { name: 'Allow and continue' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.goto('/profile/personal-data/change-email');
  await expect(page.getByText('Your login has no password')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'New email', exact: true }).fill('wiremu.new@example.co.nz');
  await page.getByLabel('Confirm new email').fill('wiremu.new@example.co.nz');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('status')).toContainText('We emailed a 6-digit code');
  const { Code } = await latestMessage(page, SOCIAL_PERSONA.email, 'sign-in-code');
  await expectAccessible(page);
  await page.getByLabel('Code').fill(Code ?? '');
  await page.getByRole('button', { name: 'Change email' }).click();
  // The new email is changed and now waits to be verified.
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('Please confirm wiremu.new@example.co.nz is yours')).toBeVisible();
});

test('a card that expired (01/20) is refused on its expiry field before anything is sent', async ({
  page,
}) => {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await page.goto('/profile/balance/payment-methods/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('01/20');
  await page.getByLabel('CVC').fill('123');
  let sent = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/')) sent = true;
  });
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription('This card has expired');
  await expectAccessible(page);
  expect(sent).toBe(false);
});

test('the voucher link tells a postpay customer why a voucher is not for them, and where to go', async ({
  page,
}) => {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await page.goto('/link/voucher');
  await expect(page).toHaveURL(/\/profile\/redeem-voucher$/);
  await expect(page.getByText(/Your service 021 123 4501 is on a postpay plan/)).toBeVisible();
  await expect(page.getByLabel('Voucher code')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to top up' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Pay my bill' }).click();
  await expect(page).toHaveURL(/\/profile\/pay-bill$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay bill' })).toBeVisible();
});

test('the eSIM menu item opens the purchase on an eSIM with its warning; a SIM card says how long delivery takes', async ({
  page,
}) => {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Buy an eSIM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a SIM' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'eSIM' })).toBeChecked();
  await expect(page.getByText('Before you buy an eSIM, check your phone supports eSIM.')).toBeVisible();
  await expect(page.getByText('A postpay charge comes up to 15 days after purchase.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'SIM card' }).check();
  await expect(page.getByText('A physical SIM delivery takes 3-7 business days.')).toBeVisible();
});
