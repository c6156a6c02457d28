import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  FAULT_CLASSES,
  mockCall,
  outageOf,
  PASSWORD,
  shortWaitFor,
  test,
} from '../support';
import { latestMessage } from './flows';
import { fibreAndRouterInCart, fixedWirelessAndModemInCart, signInHere } from './shop-flows';

/** Chooses a buy-now-pay-later method at checkout and leaves for its (simulated) page to pay `total`. */
async function payLater(page: Page, name: 'Afterpay' | 'Klarna', total: string) {
  // Checkout has settled once it can be paid (the account's delivery address is in, a cart filled signed out is the
  // customer's): a choice made while it was still filling in could be drawn over.
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled();
  await page.getByRole('radio', { name }).check();
  await expect(page.getByText(`You will go to ${name} to approve the payment`)).toBeVisible();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/payment-provider\/bnpl\?/);
  await expect(page.getByRole('heading', { level: 1, name: `${name} (simulated)` })).toBeVisible();
  await expect(page.getByText(`Approve paying ${total}`, { exact: false })).toBeVisible();
  await expectAccessible(page);
}

/** Wireless 5G Unlimited and the 5G Home Modem: the fixed-wireless cart's total. */
const FWA_TOTAL = '$329.00';

const purchaseEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'purchase'),
  );

test(
  'Afterpay approved: the fixed-wireless order is placed and the thank-you page follows it',
  { tag: '@demo' },
  async ({ page }) => {
    test.slow();
    await fixedWirelessAndModemInCart(page);
    await signInHere(page);
    await payLater(page, 'Afterpay', FWA_TOTAL);
    await page.getByRole('button', { name: 'Authorise test payment' }).click();

    await expect(page).toHaveURL(/\/eshop\/thanks-broadband$/);
    await expect(page.getByText(/^Order ORD-\d+ is paid\./)).toBeVisible();
    // The purchase analytics event, once, with the specification's fields.
    expect(await purchaseEvents(page)).toEqual([
      {
        event: 'purchase',
        value: 329,
        currency: 'NZD',
        items: [
          expect.objectContaining({ item_name: 'Wireless 5G Unlimited', quantity: 1, price: 80 }),
          expect.objectContaining({ item_name: '5G Home Modem', quantity: 1, price: 249 }),
        ],
      },
    ]);
    // The fixed-wireless order, watched live: with the network provider, then the modem on its way.
    await expect(page.locator('[aria-current="step"]')).toContainText('Order with the network provider');
    await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: 3 * 60_000 } });
    await expect(page.getByText('Next: your modem is on its way.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book an installation' })).toBeVisible();
    await expectAccessible(page);
    // A reload of the thank-you page logs nothing again.
    await page.reload();
    await expect(page.getByText(/^Order ORD-\d+ is paid\./)).toBeVisible();
    expect(await purchaseEvents(page)).toEqual([]);
    await page.goto('/eshop/checkout');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  },
);

test('Afterpay declined: back at the fixed-wireless checkout with the failure and the cart kept, then paid by card', async ({
  page,
}) => {
  test.slow();
  await fixedWirelessAndModemInCart(page);
  await signInHere(page);
  await payLater(page, 'Afterpay', FWA_TOTAL);
  await page.getByRole('button', { name: 'Fail test payment' }).click();

  await expect(page).toHaveURL(/\/eshop\/checkout-fwa\?redirect_status=failed$/);
  await expect(page.getByRole('alert')).toContainText('payment is failed');
  await expect(page.getByRole('list', { name: 'Order summary' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByRole('radio', { name: /\(default\)$/ }).check();
  await page.getByRole('button', { name: `Pay ${FWA_TOTAL}` }).click();
  await expect(page).toHaveURL(/\/eshop\/thanks-broadband$/);
  await expect(page.getByText(/^Order ORD-\d+ is paid\./)).toBeVisible();
});

/** The session has ended: the page says so, and its Sign in comes back to it once the service answers again. */
async function signInAgain(page: Page, outage: { recover: () => Promise<void> }) {
  const ended = page.getByRole('alert').filter({ hasText: 'Your session has ended.' });
  await expect(ended).toBeVisible();
  await outage.recover();
  await ended.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
}

test('Afterpay’s page and the return page say what failed in each way a call fails; the approved payment is placed once when the shop is back', async ({
  page,
}) => {
  test.slow();
  await fixedWirelessAndModemInCart(page);
  await signInHere(page);
  await payLater(page, 'Afterpay', FWA_TOTAL);
  const payment = /\/api\/payment-provider\/bnpl\/[^/?]+(\?.*)?$/;
  const checkout = /\/api\/eshop\/v3\/checkout$/;
  await shortWaitFor(page, new RegExp(`${payment.source}|${checkout.source}`));

  // The simulated Afterpay page, its payment unread: no button to approve what it cannot show.
  const unread = page.getByRole('alert');
  for (const fault of FAULT_CLASSES) {
    await test.step(`Afterpay: ${fault.name}`, async () => {
      const outage = await outageOf(page, payment, 'GET', fault.answer);
      await page.reload();
      if (fault.name === '401') {
        await signInAgain(page, outage);
        await expect(page).toHaveURL(/\/payment-provider\/bnpl\?/);
        await expect(page.getByText(`Approve paying ${FWA_TOTAL}`, { exact: false })).toBeVisible();
        return;
      }
      await expect(unread).toContainText(fault.says, { timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Authorise test payment' })).toHaveCount(0);
      await outage.recover();
      if (fault.name !== 'malformed') return;
      await unread.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText(`Approve paying ${FWA_TOTAL}`, { exact: false })).toBeVisible();
      await expect(unread).toHaveCount(0);
    });
  }

  // Approved, and the shop's checkout call fails: the return page says the payment stands, never that it failed.
  const notPlaced = page
    .getByRole('alert')
    .filter({ hasText: 'Your payment was approved, but your order could not be placed yet.' });
  for (const fault of FAULT_CLASSES) {
    await test.step(`return: ${fault.name}`, async () => {
      const outage = await outageOf(page, checkout, 'POST', fault.answer);
      if (fault === FAULT_CLASSES[0])
        await page.getByRole('button', { name: 'Authorise test payment' }).click();
      else await page.reload();
      if (fault.name === '401') {
        // The session ends: no Try again that a signed-out call would fail; signed in again, the payment is placed.
        await expect(notPlaced).toContainText(
          'Sign in again and it is placed: the approved payment is kept.',
        );
        await expect(notPlaced.getByRole('button', { name: 'Try again' })).toHaveCount(0);
        await signInAgain(page, outage);
        return;
      }
      await expect(notPlaced).toContainText(fault.says, { timeout: 15_000 });
      await expect(page).toHaveURL(/\/eshop\/bnpl-return\?/);
      await expect(page.getByText('Nothing was charged')).toHaveCount(0);
      // Once; when no answer came at all, once more with the same key, which the shop answers without acting twice.
      expect(outage.failed).toBeLessThanOrEqual(['timeout', 'dropped'].includes(fault.name) ? 2 : 1);
      if (fault.name === 'malformed') await expectAccessible(page);
      await outage.recover();
    });
  }
  await expect(page).toHaveURL(/\/eshop\/thanks-broadband$/);
  await expect(page.getByText(/^Order ORD-\d+ is paid\./)).toBeVisible();
  expect(await purchaseEvents(page)).toHaveLength(1);
});

test('Klarna approved: the order is placed', async ({ page }) => {
  test.slow();
  await fibreAndRouterInCart(page);
  await signInHere(page);
  await payLater(page, 'Klarna', '$234.00');
  await page.getByRole('button', { name: 'Authorise test payment' }).click();
  await expect(page).toHaveURL(/\/eshop\/thanks-broadband$/);
  await expect(page.getByText(/^Order ORD-\d+ is paid\./)).toBeVisible();
});

test('Add a card from checkout comes back to checkout with the new card chosen', async ({ page }) => {
  test.slow();
  await fibreAndRouterInCart(page);
  await signInHere(page);
  await page.getByRole('link', { name: 'Add a card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await page.getByLabel('Card number').fill('3782 822463 10005');
  await page.getByLabel('Expiry (MM/YY)').fill('12/31');
  await page.getByLabel('CVC').fill('1234');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/eshop\/checkout\?card=new$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('radio', { name: /^American Express .*0005$/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay $234.00' }).click();
  await expect(page).toHaveURL(/\/eshop\/thanks-broadband$/);
});

test('a new customer signs up at checkout, verifies the email and comes back to checkout with the cart', async ({
  page,
}) => {
  test.slow();
  const email = 'hemi.shopper@example.co.nz';
  await fibreAndRouterInCart(page);
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel(/^First name/).fill('Hemi');
  await page.getByLabel(/^Last name/).fill('Walker');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^New password/).fill('Kia-ora-2026');
  await page.getByLabel(/^Confirm New Password/).fill('Kia-ora-2026');
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByLabel(/I accept the privacy policy/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/eshop\/checkout$/);
  await expect(page.getByRole('list', { name: 'Order summary' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Please verify your email address before you pay.')).toBeVisible();
  await page.getByRole('link', { name: 'Verify my email' }).click();
  await expect(page).toHaveURL(/\/eshop\/email-verify$/);
  await expect(page.getByText(`We emailed a link to ${email}.`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I’ve verified my email' }).click();
  await expect(page.getByText('Your email address is not verified yet.', { exact: false })).toBeVisible();

  // The link of the email, opened in another tab.
  const mail = await latestMessage(page, email, 'email-verification');
  const tab = await page.context().newPage();
  await tab.goto(mail.Link ?? '');
  await expect(tab.getByRole('status')).toHaveText('Your email address is verified.');
  await tab.close();

  await page.getByRole('button', { name: 'I’ve verified my email' }).click();
  await expect(page).toHaveURL(/\/eshop\/checkout$/);
  await expect(page.getByRole('list', { name: 'Order summary' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('You have no saved card yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a card' })).toBeVisible();
});
