import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support';
import { signInAs } from './flows';

const ANA = 'ana.postpay@example.co.nz';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('the SIM actions list its actions, porting among them, and order history answers its deep link', async ({
  page,
}) => {
  await signInAs(page, ANA);
  await page.goto('/profile/sim-card-actions/');
  await expect(heading(page, 'SIM card actions')).toBeVisible();
  const actions = page.getByRole('list', { name: 'SIM card actions' });
  await expect(actions.getByRole('link', { name: 'SIM details and PUK' })).toBeVisible();
  await expectAccessible(page);
  await actions.getByRole('link', { name: 'Bring a number from another provider' }).click();
  await expect(page).toHaveURL(/\/profile\/sim-card-actions\/number-porting$/);
  await expect(heading(page, 'Bring your number')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/link/order-history');
  await expect(page).toHaveURL(/\/profile\/order-history$/);
  await expect(heading(page, 'My orders')).toBeVisible();
  await expectAccessible(page);
});

test('the bonuses tab opens on rewards, each bonus has its page, and gifts list the rest', async ({
  page,
}) => {
  await signInAs(page, ANA);
  await page.goto('/profile/bonuses');
  await expect(page).toHaveURL(/\/profile\/rewards$/);
  await expect(heading(page, 'Rewards')).toBeVisible();
  await expect(page.getByText('You have 450 points')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /A movie night for two/ }).click();
  await expect(heading(page, 'A movie night for two')).toBeVisible();
  await expect(page.getByText('300 points · Entertainment')).toBeVisible();
  await expect(page.getByText('You have enough points for this.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to rewards' }).click();
  await page.getByRole('tab', { name: 'Gifts' }).click();
  await expect(heading(page, 'Gifts')).toBeVisible();
  await page.getByRole('link', { name: /A gift box of local treats/ }).click();
  await expect(page.getByText('You need 100 more points for this.')).toBeVisible();
  await expectAccessible(page);
});

test('offers open on all offers, your offers follow the service, and power and mobile security have their pages', async ({
  page,
}) => {
  await signInAs(page, ANA);
  await page.goto('/profile/offers');
  await expect(page).toHaveURL(/\/profile\/offers\/all-offers$/);
  await expect(heading(page, 'All offers')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Postpay Plus 40GB' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Prepay Value 12GB' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Your offers' }).click();
  await expect(page.getByText('Offers on postpay plans, for your service 021 123 4501.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Postpay Plus 40GB' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Prepay Value 12GB' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/profile/power');
  await expect(heading(page, 'Power')).toBeVisible();
  await expect(page.getByText('You have no power service with us.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile/mobile/security');
  await expect(heading(page, 'Mobile security')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('list', { name: 'Mobile security' }).getByRole('link', { name: 'Basic' }).click();
  for (const [tab, text] of [
    ['Basic', 'You sign in as ana.postpay@example.co.nz.'],
    ['Advanced', 'Operator barring overrides customer call settings.'],
    ['Reports', 'What your service has used and paid'],
    ['Allowed and blocked numbers', 'This page is in preview and shows only outside production.'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(heading(page, tab)).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expectAccessible(page);
  }
});

test('a customer chooses which fibre service to manage', async ({ page }) => {
  await signInAs(page, ANA);
  await page.goto('/select-ufb-product');
  await expect(heading(page, 'Choose a fibre service')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Manage this service' }).first().click();
  await expect(page).toHaveURL(/\/profile\/broadband\/ufb\/subscriptions$/);
  await expect(heading(page, 'Fibre subscriptions')).toBeVisible();
});

test('signed out, a product page, the international plans and the onboarding and activation links open', async ({
  page,
}) => {
  await page.goto('/eshop/esim');
  await expect(page.getByRole('link', { name: 'Buy this SIM' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/eshop/no-such-thing');
  await expect(page.getByText('That product is not in our shop.')).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/international-plans');
  const plans = page.getByRole('group', { name: 'Plans for calling and travelling overseas' });
  await expect(plans.getByRole('article', { name: 'International minutes 50' })).toBeVisible();
  await expect(plans.getByRole('article', { name: 'Roaming 7 days' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Calling rates' })).toBeVisible();
  await expectAccessible(page);

  // The quick filters the build offers narrow the plans.
  await page.goto('/plans');
  await expect(page.getByRole('article', { name: 'Postpay Essential 12GB' })).toBeVisible();
  await page.getByRole('group', { name: 'Show only' }).getByRole('button', { name: 'Throttled' }).click();
  await expect(page.getByRole('article', { name: 'Postpay Plus 40GB' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Postpay Essential 12GB' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/onboarding');
  await expect(heading(page, 'Get started with your SIM')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/activation/abc123');
  await expect(heading(page, 'Activate your SIM')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Factivation%2Fabc123$/);
});
