import { expect, expectAccessible, mockCall, PASSWORD, test } from '../support';

/*
 * Journeys that cut the connection between the browser and the portal's own files. They run against the served
 * portal only: in the static demo those files pass through its service worker, whose requests a test browser
 * cannot intercept.
 */

test('a page whose code fails to arrive says so and offers to try again, and the failure is reported', async ({
  page,
}) => {
  await page.goto('/');
  await page.route(/\/assets\/help-page-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again');
  // The header still works, and the page is as accessible as any other.
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);
  const reported = async () => {
    const { events } = (await mockCall(page, 'GET', '/__mock/client-events')).body as {
      events: { Kind: string; Path: string }[];
    };
    return events.some((e) => e.Kind === 'error' && e.Path.endsWith('/help'));
  };
  await expect.poll(reported).toBe(true);

  await page.unroute(/\/assets\/help-page-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
});

test('when Apple’s sign-in does not load, the sign-in page says apple_script_load_error and still signs in by email', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.route(/\/assets\/consent-dialog-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  await expect(page.getByRole('alert')).toHaveText('apple_script_load_error');
  await expectAccessible(page);
  await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
});
