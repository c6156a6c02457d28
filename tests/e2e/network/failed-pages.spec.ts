import { signInAs } from '../customer/flows';
import { expect, test } from '../support';

/*
 * Pages of the request where a failed call was read as a fact or left loading, opened with their calls failing in a
 * real browser: the pre-rendered /plans (which hydrates with the build's data), and the profile's orders.
 */

const API = /\/api\/(?!v2\/68\/auth$)/;

test('a pre-rendered page that cannot reach the API says so with a retry, asking each call a bounded number of times', async ({
  page,
}) => {
  let failing = true;
  const requests = new Map<string, number>();
  await page.route(API, (route) => {
    if (!failing) return route.fallback();
    const url = route.request().url();
    requests.set(url, (requests.get(url) ?? 0) + 1);
    return route.fulfill({ status: 503, json: { err_message: 'Please try again later' } });
  });
  await page.goto('/plans');
  const alert = page.getByRole('alert').filter({ hasText: 'Please try again later' }).first();
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Loading…')).toHaveCount(0);
  // The first call and three retries each, then no more until the customer asks.
  for (const [url, count] of requests) expect(count, url).toBeLessThanOrEqual(4);

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please try again later' })).toHaveCount(0);
});

test('a verified customer whose calls fail is told what failed on My orders, not asked to verify the email', async ({
  page,
}) => {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await page.route(/\/api\/(eshop|customers|customer\/|v1\/68\/remote_config)/, (route) =>
    route.fulfill({ status: 503, json: { err_message: 'Please try again later' } }),
  );
  await page.goto('/profile/my-orders');
  await expect(page.getByRole('alert').filter({ hasText: 'Please try again later' }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Verify your email')).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/my-orders$/);
  const tabs = page.getByRole('navigation', { name: 'Your account' });
  await expect(tabs.getByRole('link', { name: 'Broadband' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Bonuses' })).toBeVisible();
});

test('a broadband balance whose call fails says what failed with a retry, never that the account has no bill', async ({
  page,
}) => {
  await signInAs(page, 'ana.postpay@example.co.nz');
  let failing = true;
  await page.route(/\/api\/customer\/[^/]+\/account$/, (route) =>
    failing
      ? route.fulfill({ status: 503, json: { err_message: 'Please try again later' } })
      : route.fallback(),
  );
  await page.goto('/profile/broadband/balance');
  const alert = page.getByRole('alert').filter({ hasText: 'Please try again later' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Your account has no bill yet.')).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/You owe \$/)).toBeVisible();
});
