import type { Page } from '@playwright/test';
import { expect, PASSWORD } from '../support';

const ANA = 'ana.postpay@example.co.nz';

/** Moves the broadband shop on to its next step, once the current one has its answer. */
export async function nextStep(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A signed-out shopper puts Fibre Fast and a router for 40 Colombo Street in the cart and goes to checkout. */
export async function fibreAndRouterInCart(page: Page) {
  await page.goto('/ufb');
  await page.getByRole('textbox', { name: 'Your address' }).fill('40 Colombo');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('list', { name: 'Addresses found' })
    .getByRole('button', { name: /^40 Colombo Street, Sydenham/ })
    .click();
  await page.getByRole('radio', { name: /^Fibre Fast: \$85\.00 per month/ }).check();
  await nextStep(page);
  await page.getByRole('radio', { name: /^WiFi 6 Fibre Router: \$149\.00/ }).check();
  await nextStep(page);
  await page.getByRole('radio', { name: 'A new connection' }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/**
 * A signed-out shopper puts Wireless 5G Unlimited and the 5G modem for 221 Ruapehu Road (fixed wireless only) in
 * the cart and goes to checkout.
 */
export async function fixedWirelessAndModemInCart(page: Page) {
  await page.goto('/broadband');
  await page.getByRole('textbox', { name: 'Your address' }).fill('221 Ruapehu');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('list', { name: 'Addresses found' })
    .getByRole('button', { name: /^221 Ruapehu Road/ })
    .click();
  await expect(page.getByText('Fixed wireless: Available')).toBeVisible();
  await page.getByRole('radio', { name: /^Wireless 5G Unlimited: \$80\.00 per month/ }).check();
  await nextStep(page);
  await page.getByRole('radio', { name: /^5G Home Modem: \$249\.00/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Signs in as ana from checkout, and is back at checkout. */
export async function signInHere(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(ANA);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/eshop\/checkout$/);
}
