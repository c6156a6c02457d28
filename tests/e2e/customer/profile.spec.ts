import { expect, expectAccessible, PASSWORD, test } from '../support';
import { expectOnPersonalData, signInAs, signInAsAnaInMaori, signInThroughForm, signOut } from './flows';

const ANA = 'ana.postpay@example.co.nz';

test(
  'a customer edits their name, which stays after a reload; the rewards number is not edited there',
  { tag: '@demo' },
  async ({ page }) => {
    await signInAs(page, ANA);
    await expectOnPersonalData(page, 'Ana Postpay', ANA);
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Please enter first name')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'First name' }).fill('Anahera');
    // The rewards number has its own page, behind the password or an emailed code.
    await expect(page.getByRole('textbox', { name: 'Rewards number' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Anahera Postpay', { exact: true })).toBeVisible();
  },
);

test('changing email: its errors, a wrong password keeps the session, then the new email signs in', async ({
  page,
}) => {
  await signInAs(page, ANA);
  await expectOnPersonalData(page, 'Ana Postpay', ANA);
  await page.getByRole('link', { name: 'Change email' }).click();
  const newEmail = page.getByRole('textbox', { name: 'New email', exact: true });
  const confirmEmail = page.getByRole('textbox', { name: 'Confirm new email' });
  const password = page.getByLabel('Current password');
  await newEmail.fill(ANA);
  await confirmEmail.fill(ANA);
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('The new email must be different from the current one')).toBeVisible();
  await newEmail.fill('ana.new@example.co.nz');
  await confirmEmail.fill('ana.other@example.co.nz');
  await expect(page.getByText('Email and confirm email do not match')).toBeVisible();
  await confirmEmail.fill('ana.new@example.co.nz');
  await password.fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('the password is invalid, please enter correct one')).toBeVisible();
  await expect(page).toHaveURL(/change-email$/);
  await expectAccessible(page);
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Change email' }).click();
  // The new email must be verified before the account opens again: a link went to it.
  await expect(page).toHaveURL(/email-verify-page/);
  await expect(page.getByText('ana.new@example.co.nz').first()).toBeVisible();

  await signOut(page);
  await signInAs(page, 'ana.new@example.co.nz');
  await expect(page).toHaveURL(/email-verify-page/);
});

test('changing password: a wrong current password keeps the session, the mismatch message, then the new one signs in', async ({
  page,
}) => {
  await signInAs(page, ANA);
  await expectOnPersonalData(page, 'Ana Postpay', ANA);
  await page.goto('/profile/personal-data/change-password');
  const current = page.getByLabel('Current password');
  await current.fill('Wrong-password-1');
  await page.getByLabel(/^New password/).fill('Kowhai-Tree-2027');
  await page.getByLabel('Confirm New Password').fill('Kowhai-Tree-2028');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('"New password" and "Confirm New Password" do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Kowhai-Tree-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('the old password is invalid, please enter correct one')).toBeVisible();
  await expect(page).toHaveURL(/change-password$/);
  await expectAccessible(page);
  // Editing after the refusal: the old answer goes, and the form's own problem shows alone.
  await page.getByLabel('Confirm New Password').fill('Kowhai-Tree-2029');
  await expect(page.getByText('the old password is invalid, please enter correct one')).toHaveCount(0);
  await expect(page.getByText('"New password" and "Confirm New Password" do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Kowhai-Tree-2027');
  await current.fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await signOut(page);
  await signInThroughForm(page, ANA, 'Kowhai-Tree-2027');
  await expectOnPersonalData(page, 'Ana Postpay', ANA);
});

test('notification preferences are saved as they are switched, and kept after a reload', async ({ page }) => {
  await signInAs(page, ANA);
  await expectOnPersonalData(page, 'Ana Postpay', ANA);
  await page.getByRole('link', { name: 'Notification preferences' }).click();
  const offers = page.getByRole('switch', { name: 'Offers by email' });
  await expect(offers).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Account and billing emails' })).toBeChecked();
  await offers.click();
  await expect(offers).toBeChecked();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Offers by email' })).toBeChecked();
});

test('the profile guards send a suspended account to suspended and an account with no card to no-payment-methods', async ({
  page,
}) => {
  await signInAs(page, 'suspended@example.co.nz');
  await expect(page).toHaveURL(/\/suspended$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeVisible();
  await expectAccessible(page);
  await signOut(page);
  await signInAs(page, 'new.customer@example.co.nz');
  await expect(page).toHaveURL(/\/no-payment-methods$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a way to pay' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a payment card' })).toBeVisible();
  await expectAccessible(page);
});

test('the rewards number is set after the current password, and a wrong one is refused without signing out', async ({
  page,
}) => {
  await signInAs(page, 'tama.prepay@example.co.nz');
  await expectOnPersonalData(page, 'Tama Prepay', 'tama.prepay@example.co.nz');
  await page.getByRole('link', { name: 'Set rewards number' }).click();
  await page.getByRole('textbox', { name: 'Rewards number' }).fill('FLY-880011');
  await page.getByLabel('Current password').fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Save rewards number' }).click();
  await expect(page.getByText('the password is invalid, please enter correct one')).toBeVisible();
  await expect(page).toHaveURL(/auth-to-set-true-rewards-number$/);
  await expectAccessible(page);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save rewards number' }).click();
  await expect(page.getByText('Your rewards number FLY-880011 is saved.')).toBeVisible();
  await page.goto('/profile/personal-data');
  await expect(page.getByText('FLY-880011', { exact: true })).toBeVisible();
});

test('the account area switches to te reo Māori where translated and keeps English elsewhere', async ({
  page,
}) => {
  await signInAsAnaInMaori(page);
  await expect(page.getByRole('link', { name: 'Huri īmēra' })).toBeVisible();
  // Not translated yet: falls back to English.
  await expect(page.getByText('Rewards number', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile/payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: 'Ngā tikanga utu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tāpiri kāri' })).toBeVisible();
  await page.goto('/profile/shipping-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Ngā wāhi tuku' })).toBeVisible();
  await page.goto('/billing-routes');
  await expect(page.getByRole('heading', { level: 1, name: 'Ngā ara nama' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tahua pūkete' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing routes' })).toBeVisible();
});

test('an account without a rewards number is asked to add one until it says not to ask again', async ({
  page,
}) => {
  await signInAs(page, ANA);
  await expectOnPersonalData(page, 'Ana Postpay', ANA);
  const prompt = page.getByRole('note').filter({ hasText: 'Have a rewards membership?' });
  await expect(prompt).toBeVisible();
  await expectAccessible(page);
  await prompt.getByRole('link', { name: 'Add rewards number' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards number' })).toBeVisible();
  await page.goBack();
  await prompt.getByRole('button', { name: 'Don’t ask again' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  await expect(page.getByText('ana.postpay@example.co.nz', { exact: true })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
