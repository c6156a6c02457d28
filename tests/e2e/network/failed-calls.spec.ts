import { signInAs } from '../customer/flows';
import { expect, expectAccessible, PASSWORD, test } from '../support';

/*
 * Journeys where one of the API's calls keeps failing. They run against the served portal only: in the static
 * demo the calls pass through its service worker, whose requests a test browser cannot intercept.
 */

const PAYMENT_METHODS = /\/customer\/[^/]+\/payment-methods$/;

test('when the cards cannot be read the page says so with a retry, instead of "no payment card" or an endless wait', async ({
  page,
}) => {
  let failing = true;
  let calls = 0;
  await page.route(PAYMENT_METHODS, (route) => {
    if (route.request().method() !== 'GET' || !failing) return route.fallback();
    calls += 1;
    return route.fulfill({ status: 503, json: { err_message: 'Please try again later' } });
  });
  await signInAs(page, 'ana.postpay@example.co.nz');

  const alert = page.getByRole('alert').filter({ hasText: 'Please try again later' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page).not.toHaveURL(/no-payment-methods/);
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expectAccessible(page);
  // The first call and three retries, then no more until the customer asks.
  expect(calls).toBe(4);

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a page open to visitors whose session the API ends says so, and Sign in brings the customer back to it', async ({
  page,
}) => {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // From now on the API refuses the login's token, as when it is revoked elsewhere.
  let refusing = true;
  await page.route(/\/api\/v2\/68\/customer$/, (route) =>
    refusing && route.request().headers()['authorization']
      ? route.fulfill({ status: 401, json: { err_message: 'Token has expired' } })
      : route.fallback(),
  );
  await page.goto('/help');
  const ended = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
  await expect(ended).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  refusing = false;
  await ended.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fhelp$/);
  await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(ended).toHaveCount(0);
});
