import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support';
import { expectOnDashboard, signInAs } from './flows';
import { nextStep } from './shop-flows';

async function findAddress(page: Page, typed: string, formatted: RegExp) {
  await page.getByRole('textbox', { name: 'Your address' }).fill(typed);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Addresses found' }).getByRole('button', { name: formatted }).click();
}

const cartLines = (page: Page) => page.getByRole('list', { name: 'Your cart' }).getByRole('listitem');

test('a signed-out shopper picks fibre and a modem at an address, reloads, signs in and still has the cart', async ({
  page,
}) => {
  await page.goto('/ufb');
  await expect(page.getByRole('heading', { level: 1, name: 'Fibre at your address' })).toBeVisible();
  await expect(page.getByText('Bring your existing number')).toBeVisible();
  await expectAccessible(page);

  await findAddress(page, '40 Colombo', /^40 Colombo Street, Sydenham/);
  await expect(page.getByText('Fibre: Available')).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Steps' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Plan');
  await page.getByRole('radio', { name: /^Fibre Fast: \$85\.00 per month/ }).check();
  await nextStep(page);
  await page.getByRole('radio', { name: /^WiFi 6 Fibre Router: \$149\.00/ }).check();
  await nextStep(page);
  await page.getByRole('radio', { name: 'A new connection' }).check();
  // The order summary beside the steps adds up the choice: the amount before GST, the GST and the total.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary).toContainText('Amount before GST$203.48');
  await expect(summary).toContainText('GST$30.52');
  await expect(summary).toContainText('Total$234.00');
  await expectAccessible(page);

  // The choice so far survives a reload, on the step the shopper was at.
  await page.reload();
  await expect(steps.locator('[aria-current="step"]')).toContainText('Connection');
  await expect(page.getByRole('radio', { name: 'A new connection' })).toBeChecked();
  await expect(summary).toContainText('Fibre Fast');
  await page.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText('$234.00');
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', /\/eshop\/checkout$/);
  await expectAccessible(page);

  await page.reload();
  await expect(cartLines(page)).toHaveCount(2);

  await signInAs(page, 'ana.postpay@example.co.nz');
  await expectOnDashboard(page);
  await page.getByTestId('cart-link').click();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLines(page).first()).toContainText('Fibre Fast');

  // Quantity 0 removes a line.
  await page.getByRole('button', { name: 'Remove WiFi 6 Fibre Router' }).click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('$85.00');
});

test('the broadband choice holds when the shopper leaves the shop and comes back; one kept in another shape is set aside', async ({
  page,
}) => {
  await page.goto('/broadband');
  await findAddress(page, '40 Colombo', /^40 Colombo Street, Sydenham/);
  await expect(page.getByText('Fibre: Available')).toBeVisible();
  await page.getByRole('radio', { name: /^Fibre Fast: \$85\.00 per month/ }).check();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Fibre Fast');

  // Away to the help centre and back, within the app: address and plan still chosen, the shop goes on at the modem.
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Broadband at your address' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Choose a modem' })).toBeVisible();
  await expect(summary).toContainText('Fibre Fast');

  // A choice kept by another version of the shop, its price written as text, starts the shop afresh.
  await page.evaluate(() => {
    const key = 'portal.app.shop.broadband-flow';
    const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as { value: { plan: { Price: unknown } } };
    kept.value.plan.Price = '85.00';
    localStorage.setItem(key, JSON.stringify(kept));
  });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your address' })).toBeVisible();
  await expect(summary).not.toContainText('Fibre Fast');
});

test('moving an existing fibre connection needs the provider, holder and account number before the cart', async ({
  page,
}) => {
  await page.goto('/ufb');
  await findAddress(page, '40 Colombo', /^40 Colombo Street, Sydenham/);
  await page.getByRole('radio', { name: /^Fibre Fast: \$85\.00 per month/ }).check();
  await nextStep(page);
  await page.getByRole('radio', { name: 'Bring my own modem' }).check();
  await nextStep(page);
  await page.getByRole('radio', { name: 'Move my existing fibre connection to you' }).check();
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  const needed = page.getByText(
    'Enter your current provider, account holder and account number to transfer.',
  );
  await expect(needed).toBeVisible();
  await expect(addToCart).toBeDisabled();

  await page.getByRole('textbox', { name: 'Current provider' }).fill('Other ISP');
  await page.getByRole('textbox', { name: 'Account holder name' }).fill('Ana Postpay');
  await expect(addToCart).toBeDisabled();
  await page.getByRole('textbox', { name: 'Account number' }).fill('556677');
  await expect(needed).toBeHidden();
  await expectAccessible(page);
  await addToCart.click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).first()).toContainText('Fibre Fast');
});

test('an address with no service says so and offers nothing to buy', async ({ page }) => {
  await page.goto('/broadband');
  await findAddress(page, '1 Lighthouse', /^1 Lighthouse Road/);
  await expect(page.getByText('Fibre: No Service Information Available')).toBeVisible();
  await expect(page.getByText('Fixed wireless: No Fibre services available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a fixed-wireless-only address offers wireless plans and modems, with no connection choice', async ({
  page,
}) => {
  await page.goto('/broadband');
  await findAddress(page, '221 Ruapehu', /^221 Ruapehu Road/);
  await expect(page.getByText('Fibre: No Service Information Available')).toBeVisible();
  await expect(page.getByText('Fixed wireless: Available')).toBeVisible();
  await page.getByRole('radio', { name: /^Wireless 5G Unlimited: \$80\.00 per month/ }).check();
  await nextStep(page);
  await page.getByRole('radio', { name: 'Bring my own modem' }).check();
  // Fixed wireless is always a new connection: the modem is its last step before checkout.
  await expect(page.getByRole('navigation', { name: 'Steps' }).getByText('Connection')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).first()).toContainText('Wireless 5G Unlimited');
  await expectAccessible(page);
});

test('a family plan with two SIMs: a SIM without a plan is named, fixed, and both go in the cart', async ({
  page,
}) => {
  await page.goto('/sims-multi-plans');
  await page.getByRole('link', { name: /^Family:/ }).click();
  await expect(page.getByRole('heading', { name: /at least 2 SIMs/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Plan' }).first().click();
  await page.getByRole('option', { name: /^Family/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('SIM 2 plan is not specified')).toBeVisible();
  await expect(page.getByText('SIM 1 plan is not specified')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Plan' }).nth(1).click();
  await page.getByRole('option', { name: /^Family/ }).click();
  await page.getByRole('combobox', { name: 'SIM type' }).nth(1).click();
  await page.getByRole('option', { name: 'eSIM' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(cartLines(page)).toHaveCount(4);
  await expect(cartLines(page).filter({ hasText: 'eSIM' })).toHaveCount(1);
  await expect(cartLines(page).filter({ hasText: 'SIM card' })).toHaveCount(1);
});

test('a shopper buys an eSIM with a plan from the catalogue; a second SIM choice replaces the first', async ({
  page,
}) => {
  await page.goto('/sim-purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a SIM' })).toBeVisible();
  await page.getByRole('radio', { name: 'eSIM' }).check();
  await page.getByRole('radio', { name: /^Postpay Plus 40GB/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLines(page).first()).toContainText('eSIM');

  await page.goto('/sim-purchase');
  await page.getByRole('radio', { name: 'SIM card' }).check();
  await page.getByRole('radio', { name: /^Postpay Plus 40GB/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLines(page).first()).toContainText('SIM card');
});

test('a shopper keeps their number from another provider for the SIM they buy', async ({ page }) => {
  await page.goto('/sim-transfer-product-type');
  await expect(page.getByRole('heading', { level: 1, name: 'Your number' })).toBeVisible();
  await page.getByRole('radio', { name: 'Keep my number from another provider' }).check();
  await page.getByRole('textbox', { name: 'Number to keep' }).fill('02');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Mobile number format is invalid')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Number to keep' }).fill('021 555 0101');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Keeping your number 0215550101')).toBeVisible();
  await page.getByRole('radio', { name: /^Postpay Plus 40GB/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLines(page)).toHaveCount(2);
});
