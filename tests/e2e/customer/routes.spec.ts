import { expect, expectAccessible, PASSWORD, test } from '../support';

test(
  'a legacy deep link opened while signed out leads through sign-in to its screen',
  { tag: '@demo' },
  async ({ page }) => {
    await page.goto('/link/payment-methods');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile%2Fpayment-methods/);
    await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/profile\/payment-methods$/);
    await expectAccessible(page);

    // Signed in, a deep link goes straight on to its screen; an unknown one is not found.
    await page.goto('/link/usage');
    await expect(page).toHaveURL(/\/profile\/usage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/link/nothing-here');
    await expect(page.getByRole('heading', { name: "Your page wasn't found" })).toBeVisible();
  },
);

test('about, terms and privacy read for anyone, terms documents outside production, and in Māori where translated', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/about', 'About us'],
    ['/terms', 'Terms of use'],
    ['/privacy', 'Privacy policy'],
    ['/terms/broadband', 'Terms: broadband'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto('/link/privacy');
  await expect(page).toHaveURL(/\/privacy$/);
  await page.goto('/terms?language=mi-NZ');
  await expect(page.getByRole('heading', { level: 1, name: 'Ngā ture whakamahi' })).toBeVisible();
  // Untranslated sections fall back to English.
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});
