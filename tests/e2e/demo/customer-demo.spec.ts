import { expect, test } from '@playwright/test';
import { expectAccessible, PASSWORD, untilLive } from '../support';

/** The static demo: a plain file server under /demo/, no API server; the mock runs in the service worker. */
test(
  'a customer signs in to the static demo build, data persists across reloads, and reset restores fixtures',
  { tag: '@demo' },
  async ({ page }) => {
    await page.goto('/demo/sign-in');
    // The pre-rendered form shows before the demo's mock has started: it works once the page is live.
    await untilLive(page);
    await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/demo\/profile\/my-app-home$/);
    await expect(page.getByRole('article', { name: 'Mobile 021 123 4501' })).toBeVisible();
    await expectAccessible(page);

    // The mock's state lives in the browser: a scenario set now is still set after a reload.
    const state = await page.evaluate(async () => {
      await fetch('/demo/__mock/scenarios', {
        method: 'PUT',
        body: JSON.stringify({ name: 'orders.fail', on: true }),
      });
      return (await fetch('/demo/__mock/state')).json();
    });
    expect(state.scenarios.global).toContain('orders.fail');
    await page.reload();
    await expect(page.getByRole('article', { name: 'Mobile 021 123 4501' })).toBeVisible();
    const after = await page.evaluate(async () => (await fetch('/demo/__mock/state')).json());
    expect(after.scenarios.global).toContain('orders.fail');

    // The dev toolbar is there in the demo and its reset brings the fixtures back.
    await page.getByRole('button', { name: 'Mock API' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reset to fixtures' }).click(),
    ]);
    await expect(page.getByRole('article', { name: 'Mobile 021 123 4501' })).toBeVisible();
    const reset = await page.evaluate(async () => (await fetch('/demo/__mock/state')).json());
    expect(reset.scenarios.global).toEqual([]);
  },
);
