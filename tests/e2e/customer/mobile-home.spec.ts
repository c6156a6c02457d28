import type { Page } from '@playwright/test';
import { expect, expectAccessible, mockCall, test } from '../support';
import { expectOnDashboard, signInAs } from './flows';

const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const DAY_MS = 86_400_000;

/**
 * Moves the simulation's clock on by days (periods end, scheduled changes and renewals settle on the next read),
 * then signs in again, since the session has long expired by then.
 */
async function daysLater(page: Page, days: number, email: string) {
  const answer = await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: days * DAY_MS } });
  expect(answer.ok).toBe(true);
  await signInAs(page, email);
  await expectOnDashboard(page);
}

test(
  'ana signs in and lands on her dashboard with her plan, balances and addon',
  { tag: '@demo' },
  async ({ page }) => {
    await signInAs(page, ANA);
    await expectOnDashboard(page);
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText('021 123 4501');
    await expect(plan).toContainText('Postpay Plus 40GB');
    await expect(plan).toContainText(/Renews on \d\d-\d\d-\d{4}/);
    for (const widget of ['Hotspot', 'MMS', 'Data', 'Voice', 'SMS'])
      await expect(page.getByRole('progressbar', { name: `${widget} remaining` })).toBeVisible();
    // The allowances read data first, then minutes, then texts, picture messages and hotspot, as everywhere.
    const bars = page.getByRole('progressbar', { name: / remaining$/ });
    expect(await bars.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Data remaining',
      'Voice remaining',
      'SMS remaining',
      'MMS remaining',
      'Hotspot remaining',
    ]);
    const headings = page.getByRole('region').getByRole('heading', { level: 3 });
    const names = (await headings.allTextContents()).filter((n) =>
      ['Data', 'Voice', 'SMS', 'MMS', 'Hotspot'].includes(n),
    );
    expect(names).toEqual(['Data', 'Voice', 'SMS', 'MMS', 'Hotspot']);
    await expect(page.getByRole('region', { name: 'Data' })).toContainText(/\d+(\.\d+)? GB left of 45 GB/);
    await expect(page.getByRole('region', { name: 'Voice' })).toContainText('Unlimited');
    const addons = page.getByRole('list', { name: 'Your addons' });
    await expect(addons).toContainText('Data boost 5GB');
    await expect(addons).toContainText(/Service period ends on \d\d-\d\d-\d{4}/);
    // A postpay service has no prepay credit.
    await expect(page.getByRole('region', { name: 'Credit' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Your plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Postpay Plus 40GB' })).toContainText('$40.00');
    await expectAccessible(page);
  },
);

test('the mobile tab and its alias open the dashboard', async ({ page }) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  await page.goto('/profile/mobile');
  await expectOnDashboard(page);
  await page.goto('/profile/mobile-app-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('tama, on prepay, sees his credit on the dashboard', async ({ page }) => {
  await signInAs(page, TAMA);
  await expectOnDashboard(page);
  await expect(page.getByRole('region', { name: 'Credit' })).toContainText('$23.50');
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Prepay Value 12GB');
  await expect(page.getByRole('list', { name: 'Your addons' })).toContainText('Data 500MB');
  // His spare SIM waits for activation, so there is one service to work on and no switcher.
  await expect(page.getByRole('combobox', { name: 'Mobile service' })).toHaveCount(0);
  await expectAccessible(page);
});

test('multi.accounts switches between the mobile services of the login in the header', async ({ page }) => {
  await signInAs(page, 'multi.accounts@example.co.nz');
  await expect(page).toHaveURL(/\/select-account/);
  await page
    .getByRole('list', { name: 'Choose an account' })
    .getByRole('listitem')
    .filter({ hasText: 'Mere Multi (work)' })
    .click();
  await expectOnDashboard(page);
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('021 123 4513');
  await page.getByRole('combobox', { name: 'Mobile service' }).click();
  await page.getByRole('option', { name: /021 123 4503/ }).click();
  await expectOnDashboard(page);
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('021 123 4503');
  await expect(page.getByRole('combobox', { name: 'Mobile service' })).toContainText('021 123 4503');
  // The choice is kept: a reload stays on the same service.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('021 123 4503');
  await expectAccessible(page);
});

test('a plan change from the next period shows as scheduled and takes over after the period end', async ({
  page,
}) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  await page.getByRole('link', { name: 'Browse plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All plans' })).toBeVisible();
  await expectAccessible(page);
  // The plan she has is marked as hers and not offered again; every allowance is named.
  const hers = page.getByRole('article', { name: 'Postpay Plus 40GB' });
  await expect(hers).toContainText('Your current plan');
  await expect(hers.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change to this plan: Postpay Plus 40GB' })).toHaveCount(0);
  await expect(hers.getByRole('list', { name: 'What is included' })).toContainText('Data:');

  await page.getByRole('button', { name: 'Change to this plan: Postpay Endless' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change to Postpay Endless' });
  await expect(dialog).toContainText(/starts on \d\d-\d\d-\d{4}, when your current period ends/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('status')).toContainText(/Your plan changes to Postpay Endless on/);
  await expect(page.getByRole('article', { name: 'Postpay Endless' })).toContainText('Starts on');

  // A second change in the same month is refused.
  await page.getByRole('button', { name: 'Change to this plan: Postpay Essential 12GB' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'Your plan can be changed once a month. Please try again next month.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/profile/dashboard');
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('Postpay Plus 40GB');
  await expect(plan).toContainText(/Next plan: Postpay Endless, from \d\d-\d\d-\d{4}/);

  await daysLater(page, 32, ANA);
  await expect(plan).toContainText('Postpay Endless');
  await expect(plan).not.toContainText('Next plan');
});

test('with the plan change set to NOW, the new plan applies at once and shows on your plan and the dashboard', async ({
  page,
}) => {
  // The operator's setting for plan changes, as the remote config would give it.
  await page.route('**/remote_config', async (route) => {
    const answer = await route.fetch();
    const config = (await answer.json()) as { Flags: Record<string, unknown> };
    await route.fulfill({
      response: answer,
      json: { ...config, Flags: { ...config.Flags, change_plan_mode: 'NOW' } },
    });
  });
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  await page.getByRole('link', { name: 'Browse plans' }).click();
  await page.getByRole('button', { name: 'Change to this plan: Postpay Endless' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change to Postpay Endless' });
  await expect(dialog).toContainText(/Your new plan starts now, and we charge your card \$\d+\.\d\d now\./);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('status')).toContainText('Your plan is now Postpay Endless.');

  await page.goto('/profile/your-plan');
  await expect(page.getByRole('article', { name: 'Postpay Endless' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Postpay Plus 40GB' })).toHaveCount(0);
  await page.goto('/profile/dashboard');
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('Postpay Endless');
  await expect(plan).not.toContainText('Next plan');
});

test('the dashboard’s quick action buys an addon in place with the default card', async ({ page }) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  await page.getByRole('button', { name: 'Buy an addon' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await expectAccessible(page);
  const first = menu.getByRole('menuitem').first();
  const name = (await first.locator('.MuiListItemText-primary').textContent()) ?? '';
  await first.click();
  const dialog = page.getByRole('dialog', { name: `Buy ${name}` });
  await expect(dialog.getByRole('radio', { name: /\(default\)/ })).toBeChecked();
  await dialog.getByRole('button', { name: /^Buy for/ }).click();
  await expect(dialog.getByRole('status')).toHaveText(`${name} is on your service now.`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Still on the dashboard, with the addon among hers.
  await expectOnDashboard(page);
  await expect(page.getByRole('list', { name: 'Your addons' })).toContainText(name);
});

test('a declined auto top-up is told on the dashboard too', async ({ page }) => {
  await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name: 'payments.decline', on: true } });
  await mockCall(page, 'PUT', '/__mock/clock', { data: { advanceMs: 31 * DAY_MS } });
  await signInAs(page, TAMA);
  await expectOnDashboard(page);
  const notice = page.getByRole('alert').filter({ hasText: 'Your auto top-up was declined' });
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await notice.getByRole('link', { name: 'Set up auto top-up' }).click();
  await expect(page).toHaveURL(/\/profile\/top-up$/);
});

test('auto-renew goes off and on again on your plan', async ({ page }) => {
  await signInAs(page, ANA);
  await expectOnDashboard(page);
  await page.goto('/profile/your-plan');
  const toggle = page.getByRole('switch', { name: 'Auto-renew Postpay Plus 40GB' });
  await expect(toggle).toBeChecked();
  await expectAccessible(page);
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByRole('list', { name: 'Your addons' })).toContainText('Service period ends on');
  await page.reload();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('list', { name: 'Your addons' })).toContainText('Renews on');
  // An addon that cannot renew has no switch.
  await expect(page.getByRole('switch', { name: 'Auto-renew Data boost 5GB' })).toHaveCount(0);
});

test('with renewal.decline a renewal at the period end fails and the dashboard says the addon expired', async ({
  page,
}) => {
  await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name: 'renewal.decline', on: true } });
  await signInAs(page, TAMA);
  await expectOnDashboard(page);
  await expect(page.getByRole('list', { name: 'Your addons' })).toContainText('Renews on');
  // Data 500MB renews every 7 days.
  await daysLater(page, 8, TAMA);
  await expect(page.getByRole('list', { name: 'Your addons' })).toContainText(
    'Expired: the renewal payment failed',
  );
  await expect(
    page.getByRole('alert').filter({ hasText: 'Data 500MB for 7 days has expired' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the plans and international rates are open to visitors', async ({ page }) => {
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile plans' })).toBeVisible();
  const plus = page.getByRole('article', { name: 'Postpay Plus 40GB' });
  await expect(plus).toContainText('Was $50.00');
  await expect(plus).toContainText('Special price for your 1st, 2nd month');
  await expect(plus).toContainText('Additional Endless Data capped at 1.2Mbps');
  await expectAccessible(page);
  await page.goto('/international-plans');
  await expect(page.getByRole('row', { name: /Cook Islands/ })).toContainText('1.20c/min');
  // Two dozen countries, each with its flag drawn as a picture (not an emoji a computer may lack).
  const rates = page.getByRole('table', { name: 'Calling rates' }).locator('tbody tr');
  await expect(rates).toHaveCount(24);
  await expect(rates.locator('svg')).toHaveCount(24);
  await expectAccessible(page);
});

test('the plans carousel shows three plans at a time on a desktop and one on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/plans');
  const postpay = page.getByRole('group', { name: 'Postpay plans' });
  await expect(postpay.getByRole('article')).toHaveCount(3);
  await expect(postpay.getByRole('button', { name: 'Next plans' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(postpay.getByRole('article')).toHaveCount(1);
  await expect(postpay).toContainText('Plans 1 to 1 of 3');
  const first = await postpay.getByRole('article').getAttribute('aria-label');
  await postpay.getByRole('button', { name: 'Next plans' }).click();
  await expect(postpay).toContainText('Plans 2 to 2 of 3');
  await expect(postpay.getByRole('article')).not.toHaveAttribute('aria-label', first ?? '');
  await expect(postpay.getByRole('button', { name: 'Previous plans' })).toBeEnabled();
  await expectAccessible(page);
});
