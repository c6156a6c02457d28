import type { Page } from '@playwright/test';
import { expect, expectAccessible, mockCall, test } from '../support';
import { storedSession } from './flows';
import { fibreAndRouterInCart, signInHere } from './shop-flows';

const summaryLines = (page: Page) => page.getByRole('list', { name: 'Order summary' }).getByRole('listitem');

test(
  'a signed-out shopper picks fibre and a router, signs in at checkout, pays by card and watches the order',
  { tag: '@demo' },
  async ({ page }) => {
    test.slow();
    await fibreAndRouterInCart(page);
    await expect(summaryLines(page)).toHaveCount(2);
    await expect(page.getByTestId('checkout-total')).toHaveText('$234.00');
    await expect(page.getByText('Sign in or sign up to pay. Your cart is kept.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', /sign-up\?redirect=/);
    await expectAccessible(page);

    await signInHere(page);
    await expect(summaryLines(page)).toHaveCount(2);
    await expect(page.getByRole('radio', { name: /\(default\)$/ })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Add a card' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay $234.00' }).click();

    await expect(page).toHaveURL(/\/eshop\/thanks-broadband$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(/^Order ORD-\d+ is paid\./)).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('Order with the network provider');
    await expect(page.getByText(/^Elapsed \d:\d\d of up to 3:00$/)).toBeVisible();

    // The cart was emptied by the purchase.
    await page.goto('/eshop/checkout');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  },
);

test('a card that is refused is shown with its text, and the same purchase is then paid with another card', async ({
  page,
}) => {
  await fibreAndRouterInCart(page);
  await signInHere(page);

  // A card that saves but whose every charge fails.
  const { JWT, customer } = await storedSession(page);
  const setup = await mockCall(page, 'GET', `/api/customer/${customer}/setup-payment-method`, { token: JWT });
  const secret = (setup.body as { SetupIntentClientSecret: string }).SetupIntentClientSecret;
  const saved = await mockCall(page, 'POST', '/api/payments/v1/setup_intents/confirm', {
    token: JWT,
    data: {
      ClientSecret: secret,
      Card: { Number: '4000000000000341', ExpMonth: 12, ExpYear: 2030, Cvc: '123' },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await page.reload();

  await page.getByRole('radio', { name: /0341/ }).check();
  await page.getByRole('button', { name: 'Pay $234.00' }).click();
  await expect(page.getByRole('alert')).toContainText('trouble with your card');
  await expect(page.getByText('Nothing was charged.', { exact: false })).toBeVisible();
  await expect(summaryLines(page)).toHaveCount(2);
  await expectAccessible(page);

  // The refused card can no longer be chosen; the default card pays the same purchase.
  await expect(page.getByRole('radio', { name: /0341/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /\(default\)$/ }).check();
  await page.getByRole('button', { name: 'Pay $234.00' }).click();
  await expect(page).toHaveURL(/\/eshop\/thanks-broadband$/);

  // One order for the purchase: the refused attempt placed nothing.
  const orders = await mockCall(page, 'GET', `/api/eshop/v3/customer/${customer}/orders`, { token: JWT });
  const paid = (orders.body as { Orders: { AmountCents: number; AmountTaxCents: number }[] }).Orders.filter(
    (o) => o.AmountCents + o.AmountTaxCents === 23400,
  );
  expect(paid).toHaveLength(1);
});
