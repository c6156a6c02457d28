import type { Page } from '@playwright/test';
import { checkDesign } from '../design';
import { expect, test } from '../support';
import { makeFibreOnlyCustomer } from './fibre-only-customer';
import { expectOnDashboard, signInAs } from './flows';

/** The shared look (see checkDesign) on every route of the portal, at a small phone's width and a desktop's. */
const VISITOR_ROUTES = [
  '/',
  '/sign-in',
  '/sign-up',
  '/plans',
  '/broadband',
  '/sim-purchase',
  '/recharge',
  '/help',
];
/** Every page of the signed-in portal ana can open (pages that need an id or another kind of account aside). */
const CUSTOMER_ROUTES = [
  '/profile/my-app-home',
  '/profile/dashboard',
  '/profile/personal-data',
  '/profile/personal-data/change-email',
  '/profile/personal-data/change-password',
  '/profile/personal-data/change-notifications',
  '/profile/shipping-details',
  '/profile/payment-methods',
  '/profile/balance/payment-methods/add',
  '/profile/all-plans',
  '/profile/your-plan',
  '/profile/addons',
  '/profile/usage',
  '/profile/supp-features',
  '/profile/sim-card-actions',
  '/profile/number-porting',
  '/profile/billing',
  '/profile/invoices',
  '/profile/pay-bill',
  '/profile/payments-history',
  '/billing-routes',
  '/profile/my-orders',
  '/profile/broadband',
  '/profile/broadband/ufb/usage',
  '/profile/broadband/ufb/billing',
  '/profile/broadband/bonuses',
  '/store',
  '/order-placement',
  '/eshop/checkout',
  '/help',
];

/** The other tabs and areas ana can open that the lists above leave out. */
const MORE_CUSTOMER_ROUTES = [
  '/profile/rewards',
  '/profile/gifts',
  '/profile/offers/all-offers',
  '/profile/power',
  '/profile/customer-groups',
  '/profile/broadband/fwa/usage',
  '/profile/broadband/balance',
  '/international-plans',
];
/** What a customer whose only service is fibre opens: their home, broadband, orders, shop and account. */
const FIBRE_ONLY_ROUTES = [
  '/profile/my-app-home',
  '/profile/broadband',
  '/profile/broadband/ufb/usage',
  '/profile/broadband/ufb/billing',
  '/profile/my-orders',
  '/store',
  '/profile/personal-data',
  '/profile/payment-methods',
  '/welcome',
];
/** The rest a visitor can open: recovery, legal texts, guest bill payment, the shop's other ways in. */
const MORE_VISITOR_ROUTES = [
  '/forgot-pass',
  '/forgot-email',
  '/about',
  '/terms',
  '/privacy',
  '/pay-bill',
  '/ufb',
  '/sim-select-product',
  '/sims-multi-plans',
];
/** The rest of ana's pages: the other broadband screens, receipts, promo codes, groups, usage details, checkouts. */
const LAST_CUSTOMER_ROUTES = [
  '/profile/broadband/ufb/subscriptions',
  '/profile/broadband/ufb/subscribe',
  '/profile/broadband/fwa/subscriptions',
  '/profile/broadband/fwa/billing',
  '/profile/broadband/security',
  '/select-ufb-product',
  '/profile/receipts',
  '/profile/order-history',
  '/profile/redeem-promo-code',
  '/profile/balance/billing-methods/add',
  '/profile/mobile-groups',
  '/profile/mobile/usage/details',
  '/profile/offers/your-offers',
  '/sim-transfer-product-type',
  '/eshop/checkout-ufb',
];
/** A prepay account's own pages, as tama sees them. */
const PREPAY_ROUTES = ['/profile/dashboard', '/profile/top-up', '/profile/redeem-voucher', '/profile/usage'];

/** Opens each route in turn and checks its look. */
async function checkRoutes(page: Page, routes: readonly string[], width: number) {
  for (const route of routes) {
    await page.goto(route);
    await checkDesign(page, width);
  }
}

/** ana, signed in at this width, on her dashboard. */
async function anaAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await signInAs(page, 'ana.postpay@example.co.nz');
  await expectOnDashboard(page);
}

for (const width of [360, 1440]) {
  // The static demo checks the visitor pages on a phone: the account pages are the same code on either mock.
  test(
    `visitor pages keep the shared look at ${width} px`,
    { tag: width === 360 ? ['@demo'] : [] },
    async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await checkRoutes(page, VISITOR_ROUTES, width);
    },
  );

  // Two halves, so each journey stays short and the two workers share them.
  const half = Math.ceil(CUSTOMER_ROUTES.length / 2);
  for (const [part, routes] of [
    [1, CUSTOMER_ROUTES.slice(0, half)],
    [2, CUSTOMER_ROUTES.slice(half)],
  ] as const)
    test(`account pages keep the shared look at ${width} px (part ${part})`, async ({ page }) => {
      test.setTimeout(150_000);
      await anaAt(page, width);
      await checkRoutes(page, routes, width);
    });
}

for (const width of [360, 1440]) {
  test(`pages reached through a record, other tabs and a prepay account keep the shared look at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await anaAt(page, width);
    await checkRoutes(page, MORE_CUSTOMER_ROUTES, width);
    // An invoice and a reward, opened from their lists as a customer would.
    await page.goto('/profile/invoices');
    await page.locator('li[data-invoice]').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/profile\/account\/invoices\//);
    await checkDesign(page, width);
    await page.goto('/profile/rewards');
    await page.getByRole('link', { name: /A movie night for two/ }).click();
    await expect(page).toHaveURL(/\/profile\/bonuses\//);
    await checkDesign(page, width);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, 'tama.prepay@example.co.nz');
    await expectOnDashboard(page);
    await checkRoutes(page, PREPAY_ROUTES, width);
  });
}

test('a customer whose only service is fibre finds the shared look on every page, on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await makeFibreOnlyCustomer(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, 'new.customer@example.co.nz');
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  await checkRoutes(page, FIBRE_ONLY_ROUTES, 360);
  await page.setViewportSize({ width: 1440, height: 800 });
  await checkRoutes(page, FIBRE_ONLY_ROUTES, 1440);
});

for (const width of [360, 1440]) {
  test(`the remaining visitor and account pages keep the shared look at ${width} px`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 800 });
    await checkRoutes(page, MORE_VISITOR_ROUTES, width);
    await anaAt(page, width);
    await checkRoutes(page, LAST_CUSTOMER_ROUTES, width);
  });
}
