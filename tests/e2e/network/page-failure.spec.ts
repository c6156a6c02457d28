import { expect, expectAccessible, mockCall, test } from '../support';

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
