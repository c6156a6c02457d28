import type { Page } from '@playwright/test';
import { checkDesign } from '../design';
import { expect, openInApp, test } from '../support';
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

const WIDTHS = [360, 1440] as const;

/** Checks the page as it stands at each width in turn, the window resized between. */
async function checkAtWidths(page: Page, widths: readonly number[] = WIDTHS) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await checkDesign(page, width);
  }
}

/**
 * Opens each route once, through the app's router as its links do, and checks its look at a phone's width and a
 * desktop's, the window resized between, as a person narrowing a desktop's window or turning a tablet would. Every
 * other route opens at the desktop's width first, so both widths are checked on pages drawn afresh at that width as
 * well as on pages resized to it.
 */
async function checkRoutes(page: Page, routes: readonly string[], widths: readonly number[] = WIDTHS) {
  for (const [index, route] of routes.entries()) {
    const order = index % 2 === 0 ? widths : [...widths].reverse();
    await page.setViewportSize({ width: order[0] as number, height: 800 });
    await openInApp(page, route);
    await checkAtWidths(page, order);
  }
}

/** ana, signed in, on her dashboard. */
async function signedInAsAna(page: Page) {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await expectOnDashboard(page);
}

/** Splits a list of routes into parts of about equal length, so the two workers share them. */
const parts = <T>(list: readonly T[], count: number): T[][] => {
  const size = Math.ceil(list.length / count);
  return Array.from({ length: count }, (_, i) => list.slice(i * size, (i + 1) * size));
};

for (const width of WIDTHS) {
  test(`visitor pages keep the shared look at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await checkRoutes(page, VISITOR_ROUTES, [width]);
  });
}

for (const [index, routes] of parts(CUSTOMER_ROUTES, 4).entries())
  test(`account pages keep the shared look at 360 and 1440 px (part ${index + 1})`, async ({ page }) => {
    test.setTimeout(150_000);
    await signedInAsAna(page);
    await checkRoutes(page, routes);
  });

test('pages reached through a record and other tabs keep the shared look at 360 and 1440 px', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signedInAsAna(page);
  await checkRoutes(page, MORE_CUSTOMER_ROUTES);
  // An invoice and a reward, opened from their lists as a customer would.
  await openInApp(page, '/profile/invoices');
  await page.locator('li[data-invoice]').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\/account\/invoices\//);
  await checkAtWidths(page);
  await openInApp(page, '/profile/rewards');
  await page.getByRole('link', { name: /A movie night for two/ }).click();
  await expect(page).toHaveURL(/\/profile\/bonuses\//);
  await checkAtWidths(page);
});

test("a prepay account's pages keep the shared look at 360 and 1440 px", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'tama.prepay@example.co.nz');
  await expectOnDashboard(page);
  await checkRoutes(page, PREPAY_ROUTES);
});

test('a customer whose only service is fibre finds the shared look on every page, on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await makeFibreOnlyCustomer(page);
  await signInAs(page, 'new.customer@example.co.nz');
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  await checkRoutes(page, FIBRE_ONLY_ROUTES);
});

test('the remaining visitor pages keep the shared look at 360 and 1440 px', async ({ page }) => {
  test.setTimeout(150_000);
  await checkRoutes(page, MORE_VISITOR_ROUTES);
});

test('the remaining account pages keep the shared look at 360 and 1440 px', async ({ page }) => {
  test.setTimeout(150_000);
  await signedInAsAna(page);
  await checkRoutes(page, LAST_CUSTOMER_ROUTES);
});
