import { expect, expectAccessible, mockCall, test } from '../support';
import { signInAs, openChat } from './flows';

test(
  'help centre: browse a category to an article, and search finds published articles by phrase',
  { tag: '@demo' },
  async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /Getting started/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
    await page.getByRole('link', { name: 'Signing in and resetting your password' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Signing in and resetting your password' }),
    ).toBeVisible();
    await expect(page.getByText('The link works for one hour.')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('password');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Results for “password”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Signing in and resetting your password' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('zzzqqq');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No articles match “zzzqqq”.', { exact: false })).toBeVisible();
  },
);

test('when the help centre fails, it says so with a retry instead of showing that there are no articles', async ({
  page,
}) => {
  await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name: 'help.unavailable', on: true } });
  await page.goto('/help');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('There are no help articles to show right now.')).toHaveCount(0);
  await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name: 'help.unavailable', on: false } });
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the /link/chat deep link opens the support chat, which answers from the help articles', async ({
  page,
}) => {
  await signInAs(page, 'ana.postpay@example.co.nz');
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  await page.goto('/link/chat');
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat).toBeVisible();
  await expect(chat.getByText('Kia ora! Ask a question')).toBeVisible();
  await expectAccessible(page);
  await chat.getByRole('textbox', { name: 'Your question' }).fill('How do I change my mobile plan?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('These articles may help:')).toBeVisible();
  await chat.getByRole('link', { name: 'Changing your mobile plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Changing your mobile plan' })).toBeVisible();
});

test('without a chat token the chat says "No Zendesk Chat Token"', async ({ page }) => {
  await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name: 'support.no-chat-token', on: true } });
  await signInAs(page, 'tama.prepay@example.co.nz');
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
  await openChat(page);
  await expect(
    page.getByRole('dialog', { name: 'Support chat' }).getByText('No Zendesk Chat Token'),
  ).toBeVisible();
});
