import type { Page } from '@playwright/test';
import { expect, expectAccessible, mockCall, test } from '../support';
import { expectOnPersonalData, signInThroughForm, signInAsAnaInMaori, storedSession, signOut } from './flows';

const ANA = 'ana.postpay@example.co.nz';

interface Message {
  Channel: 'email' | 'sms';
  Body: string;
  Link?: string;
  Code?: string;
  Kind: string;
}

/** The messages the mock "sent" to an address or number, newest first. */
async function outbox(page: Page, to: string): Promise<Message[]> {
  const res = await mockCall(page, 'GET', `/__mock/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok).toBe(true);
  return (res.body as { messages: Message[] }).messages;
}

async function latest(page: Page, to: string, kind: string): Promise<Message> {
  const message = (await outbox(page, to)).find((m) => m.Kind === kind);
  if (!message) throw new Error(`no ${kind} message to ${to}`);
  return message;
}

/** The account the browser is signed in to, as the API has it. */
async function storedAccount(page: Page) {
  const { JWT } = await storedSession(page);
  const res = await mockCall(page, 'GET', '/api/v2/68/customer', { token: JWT });
  const { Customers } = res.body as {
    Customers: { FirstName: string; LastName: string; Email: string; EmailVerified: boolean }[];
  };
  return Customers[0];
}

/** Pastes into a field as a browser paste event does. */
async function paste(page: Page, label: RegExp, text: string) {
  await page.getByLabel(label).evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Past the profile guards: wherever the account's state leads inside the signed-in area, not back to access. */
const SIGNED_IN_AREA = /\/(profile\/[\w-]+|no-payment-methods|no-plans-page)$/;

test(
  'a new customer signs up with email and password and verifies the email through the outbox',
  { tag: '@demo' },
  async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter first and last name').first()).toBeVisible();
    await expect(page.getByText('Please enter email')).toBeVisible();
    await expect(page.getByText('Terms and privacy must be accepted')).toHaveCount(2);

    await page.getByLabel(/^First name/).fill('Aroha');
    await page.getByLabel(/^Last name/).fill('Te Whare');
    await page.getByLabel(/^Email/).fill('aroha.tewhare@example.co.nz');
    await page.getByLabel(/^New password/).fill('kiaora2026');
    await expect(
      page.getByText(
        'The password needs 10 or more characters, upper and lower case letters, and at least one number or symbol',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Upper and lower case letters' }),
    ).toContainText('not yet');
    await page.getByLabel(/^New password/).fill('Kia-ora-2026');
    await page.getByLabel(/^Confirm New Password/).fill('Kia-ora-2027');
    await expect(page.getByText('"New password" and "Confirm New Password" do not match')).toBeVisible();
    await page.getByLabel(/^Confirm New Password/).fill('Kia-ora-2026');
    await page.getByLabel(/I accept the terms and conditions/).check();
    await page.getByLabel(/I accept the privacy policy/).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in, and the guards send the unverified account to verify its email.
    await expect(page).toHaveURL(/\/email-verify-page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText('Please confirm aroha.tewhare@example.co.nz is yours')).toBeVisible();
    await expectAccessible(page);
    expect(await storedAccount(page)).toMatchObject({
      FirstName: 'Aroha',
      LastName: 'Te Whare',
      EmailVerified: false,
    });

    const mail = await latest(page, 'aroha.tewhare@example.co.nz', 'email-verification');
    await page.goto(mail.Link ?? '');
    await expect(page.getByRole('status')).toHaveText('Your email address is verified.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(SIGNED_IN_AREA);
    expect(await storedAccount(page)).toMatchObject({ EmailVerified: true });
  },
);

test('Google sign-in: a new identity signs up through identity-link with its three-part name normalised, then signs in directly', async ({
  page,
}) => {
  const google = async () => {
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with Google (simulated)' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Name/).fill('Aroha Mere Ngata');
    await dialog.getByLabel(/^Email/).fill('aroha.ngata@example.co.nz');
    return dialog;
  };
  await page.goto('/sign-in');
  await google();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Allow and continue' }).click();

  await expect(page).toHaveURL(/\/identity-link$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Link your Google sign-in' })).toBeVisible();
  await expect(page.getByText('Google shared: Aroha Mere Ngata, aroha.ngata@example.co.nz')).toBeVisible();
  await expect(page.getByLabel(/^First name/)).toHaveValue('Aroha');
  await expect(page.getByLabel(/^Last name/)).toHaveValue('Mere Ngata');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Terms and privacy must be accepted')).toHaveCount(2);
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByLabel(/I accept the privacy policy/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Google vouches for the email: no verification step.
  await expect(page).toHaveURL(SIGNED_IN_AREA);
  expect(await storedAccount(page)).toMatchObject({
    FirstName: 'Aroha',
    LastName: 'Mere Ngata',
    Email: 'aroha.ngata@example.co.nz',
    EmailVerified: true,
  });

  await signOut(page);
  await expect(page).toHaveURL(/\/sign-in$/);
  await google();
  await page.getByRole('button', { name: 'Allow and continue' }).click();
  await expect(page).toHaveURL(SIGNED_IN_AREA);
  expect(await storedAccount(page)).toMatchObject({ LastName: 'Mere Ngata' });
});

/** On sign-in, asks for a one-time code by email for ana and waits until the page says it is on its way. */
async function askForSignInCode(page: Page) {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Email me a code instead' }).click();
  await page.getByLabel('Email').fill(ANA);
  await page.getByRole('button', { name: 'Email me a code', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(`If ${ANA} has an account, a code is on its way`);
}

test('one-time code sign-in: the emailed code signs in, a pasted code of the wrong shape is refused', async ({
  page,
}) => {
  await askForSignInCode(page);
  await expectAccessible(page);

  const { Code } = await latest(page, ANA, 'sign-in-code');
  expect(Code).toMatch(/^\d{6}$/);
  await paste(page, /^Code/, 'Your code is 123456');
  await expect(page.getByText('Invalid code pasted')).toBeVisible();
  await paste(page, /^Code/, `${Code?.slice(0, 3)} ${Code?.slice(3)}`);
  await expect(page.getByLabel(/^Code/)).toHaveValue(Code ?? '');
  await expect(page.getByText('Invalid code pasted')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectOnPersonalData(page, 'Ana Postpay', ANA);
});

test('one-time code sign-in: after five wrong codes the page says the code no longer works', async ({
  page,
}) => {
  await askForSignInCode(page);
  const { Code } = await latest(page, ANA, 'sign-in-code');
  const wrong = Code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) {
    await page.getByLabel(/^Code/).fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  }
  await expect(
    page.getByText(
      'Too many wrong codes: this code no longer works. Please request a new code and try again.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
});

test('forgotten password: the emailed link leads to a reset page that applies the policy, then the new password signs in', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(ANA);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toContainText('we’ve emailed it a link');

  const mail = await latest(page, ANA, 'password-reset');
  await page.goto(mail.Link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^New password/).fill('pohutukawa');
  await page.getByLabel(/^Confirm New Password/).fill('pohutukawa');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText(
      'The password needs 10 or more characters, upper and lower case letters, and at least one number or symbol',
    ),
  ).toBeVisible();
  await page.getByLabel(/^New password/).fill('Pohutukawa-2027');
  await page.getByLabel(/^Confirm New Password/).fill('Pohutukawa-2027');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. You can sign in with it now.',
  );
  // The page counts down in seconds, then goes to sign-in by itself.
  await expect(page.getByText(/^Taking you to sign in in \d+ seconds?\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signInThroughForm(page, ANA);
  await expect(page.getByRole('alert')).toHaveText(
    'The email address or password is invalid. Please check your details and try again.',
  );
  await signInThroughForm(page, ANA, 'Pohutukawa-2027');
  await expectOnPersonalData(page, 'Ana Postpay', ANA);
});

test('forgotten email: by phone number, an SMS with the email address is sent', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your email?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your email?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Mobile number/).fill('09 456 1234');
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByText('Mobile number format is invalid')).toBeVisible();
  await page.getByLabel(/^Mobile number/).fill('+64 21 123 4502');
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByRole('status')).toContainText('we’ve sent it an SMS with the email address');
  await expectAccessible(page);

  const sms = await latest(page, '0211234502', 'forgot-email');
  expect(sms.Channel).toBe('sms');
  expect(sms.Body).toContain('tama.prepay@example.co.nz');
});

test('the guards send the unverified persona to email-verify-page, and it verifies through the outbox', async ({
  page,
}) => {
  await signInThroughForm(page, 'unverified@example.co.nz');
  await expect(page).toHaveURL(/\/email-verify-page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/profile/personal-data');
  await expect(page).toHaveURL(/\/email-verify-page$/);

  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByRole('status')).toContainText('We’ve sent a link to unverified@example.co.nz');
  const first = await latest(page, 'unverified@example.co.nz', 'email-verification');
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect.poll(async () => (await outbox(page, 'unverified@example.co.nz')).length).toBe(2);
  const second = await latest(page, 'unverified@example.co.nz', 'email-verification');
  expect(second.Link).not.toBe(first.Link);
  await page.getByRole('button', { name: 'I’ve verified my email' }).click();
  await expect(page.getByText('Your email address is not verified yet')).toBeVisible();
  await expectAccessible(page);

  await page.goto(second.Link ?? '');
  await expect(page.getByRole('status')).toHaveText('Your email address is verified.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(SIGNED_IN_AREA);
  await expect(page).not.toHaveURL(/email-verify-page/);
});

test('multi-factor verification: an account with it on opens only after the texted code', async ({
  page,
}) => {
  await signInThroughForm(page, 'mfa.customer@example.co.nz');
  await expect(page).toHaveURL(/\/select-account\?verify=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify it’s you' })).toBeVisible();
  await expect(page.getByText('We sent a 6-digit code to ••• ••• 4507')).toBeVisible();
  await expectAccessible(page);
  const { Code } = await latest(page, '0211234507', 'mfa-code');
  const wrong = String((Number(Code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel(/^Code/).fill(wrong);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is invalid or has expired');
  await page.getByLabel(/^Code/).fill(Code ?? '');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(SIGNED_IN_AREA);
});

test('multi-factor verification: after five wrong codes the step says the code no longer works', async ({
  page,
}) => {
  await signInThroughForm(page, 'mfa.customer@example.co.nz');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify it’s you' })).toBeVisible();
  const { Code } = await latest(page, '0211234507', 'mfa-code');
  const wrong = String((Number(Code) + 1) % 1_000_000).padStart(6, '0');
  for (let i = 0; i < 5; i++) {
    await page.getByLabel(/^Code/).fill(wrong);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeEnabled();
  }
  await expect(page.getByRole('alert')).toHaveText(
    'Too many wrong codes: this code no longer works. Please request a new code and try again.',
  );
  await expectAccessible(page);
});

test('a custom token from the app signs its holder in to the portal, once', async ({ page }) => {
  const auth = await mockCall(page, 'POST', '/api/v2/68/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: ANA, AuthCode: 'Fibre-demo-2026', SPID: 68 },
  });
  const { JWT } = auth.body as { JWT: string };
  const created = await mockCall(page, 'POST', '/api/v2/auth_token', { token: JWT });
  const { Link } = created.body as { Link: string };
  await page.goto(Link);
  await expectOnPersonalData(page, 'Ana Postpay', ANA);
  await signOut(page);
  await page.goto(Link);
  await expect(page.getByRole('alert')).toHaveText('The code is invalid or has expired');
  await expectAccessible(page);
});

test('an access invitation gives the login another account to choose', async ({ page }) => {
  await signInThroughForm(page, 'new.customer@example.co.nz');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/select-account?invitation=WHANAU-2026');
  await expect(page.getByLabel(/^Invitation code/)).toHaveValue('WHANAU-2026');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You can now manage the account of Ana Postpay. Choose it below.',
  );
  const accounts = page.getByRole('list', { name: 'Choose an account' }).getByRole('listitem');
  await expect(accounts).toHaveCount(2);
  await expectAccessible(page);
  await accounts.filter({ hasText: 'Ana Postpay' }).click();
  await expectOnPersonalData(page, 'Ana Postpay', ANA);
});

test('the access pages read in Māori where translated and fall back to English elsewhere', async ({
  page,
}) => {
  await page.goto('/sign-up?language=mi-NZ');
  await expect(page.getByRole('heading', { level: 1, name: 'Waihanga pūkete' })).toBeVisible();
  await expect(page.getByLabel(/^Ingoa tuatahi/)).toBeVisible();
  await expect(page.getByText('It takes a minute.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/forgot-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Kua wareware tō īmēra?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tukuna te karere' })).toBeVisible();
});

test('a login made in store accepts the terms and privacy policy before going on, and only once', async ({
  page,
}) => {
  await signInThroughForm(page, 'instore@example.co.nz');
  const gate = page.getByRole('dialog', { name: 'Our terms and privacy policy' });
  await expect(gate).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(gate.getByText('Terms and privacy must be accepted')).toHaveCount(2);
  await gate.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await gate.getByRole('checkbox', { name: /privacy policy/ }).check();
  await gate.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(gate).toBeHidden();
  await expect(page).toHaveURL(SIGNED_IN_AREA);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(gate).toHaveCount(0);
});

test('the language follows the login: chosen while signed in, it comes back at the next sign-in', async ({
  page,
}) => {
  await signInAsAnaInMaori(page);
  const { JWT } = await storedSession(page);
  await expect
    .poll(async () => (await mockCall(page, 'GET', '/api/v2/68/user/preferences', { token: JWT })).body)
    .toMatchObject({ lang: 'mi-NZ' });
  await page.getByRole('button', { name: 'Tahua pūkete' }).click();
  await page.getByRole('menuitem', { name: 'Takiputa' }).click();

  // As on another device: this browser keeps no choice, so the page is in English until the login is known.
  await page.evaluate(() => localStorage.removeItem('portal.lang'));
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInThroughForm(page, ANA);
  // She lands on her home, in te reo Māori.
  await expect(page.getByRole('heading', { level: 1, name: 'Kāinga' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi');
});

test('a language chosen while the login’s own is still being read is the one kept', async ({ page }) => {
  await signInAsAnaInMaori(page);
  const { JWT } = await storedSession(page);
  const storedLanguage = async () =>
    ((await mockCall(page, 'GET', '/api/v2/68/user/preferences', { token: JWT })).body as { lang?: string })
      .lang;
  await expect.poll(storedLanguage).toBe('mi-NZ');

  // A slow answer: the login's choice arrives only after the customer has chosen English on this page.
  let answer!: () => void;
  const slow = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/user/preferences', async (route) => {
    if (route.request().method() === 'GET') await slow;
    await route.fallback();
  });
  await page.goto('/billing-routes');
  await expect(page.getByRole('heading', { level: 1, name: 'Ngā ara nama' })).toBeVisible();
  await page.getByRole('button', { name: 'Tahua pūkete' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing routes' })).toBeVisible();

  const read = page.waitForResponse(
    (r) => r.url().endsWith('/user/preferences') && r.request().method() === 'GET',
  );
  answer();
  await read;
  await expect.poll(storedLanguage).toBe('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing routes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
