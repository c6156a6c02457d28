import { expect, test } from '@playwright/test';
import { expectAccessible, PASSWORD } from '../support';

/** The account area in the static demo: the same flows, answered by the mock in the service worker. */
test('in the static demo a customer sees a declined test card refused, adds an address and finds a help article', async ({
  page,
}) => {
  await page.goto('/demo/sign-in');
  await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/demo\/profile\/personal-data$/);

  await page.goto('/demo/profile/payment-methods');
  await page.getByRole('link', { name: 'Add a card' }).click();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(
    page.getByText(
      'Seems we had some trouble with your card. Please check your card details or add another to retry.',
    ),
  ).toBeVisible();

  await page.goto('/demo/profile/shipping-details');
  await page.getByRole('combobox', { name: 'Find your address' }).fill('15 Oriental');
  await page
    .getByRole('option', { name: /^15 Oriental Parade/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: /^Label/ }).fill('Bach');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('list', { name: 'Delivery addresses' }).getByText('Bach')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Delivery addresses' }).getByText('Bach')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/demo/help?q=password');
  await page.getByRole('link', { name: 'Signing in and resetting your password' }).click();
  await expect(page.getByText('The link works for one hour.')).toBeVisible();
});
