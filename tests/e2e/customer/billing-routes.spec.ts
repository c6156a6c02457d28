import type { Page } from '@playwright/test';
import { expect, expectAccessible, mockCall, test } from '../support';
import { signInAs, signInThroughForm, signOut as signOutFromMenu } from './flows';

const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const TAMA_MOBILE = '0211234502';

async function signOut(page: Page) {
  await signOutFromMenu(page);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
}

test(
  'ana invites tama to a billing route; tama accepts it through the link in the SMS',
  { tag: '@demo' },
  async ({ page }) => {
    await signInAs(page, ANA);
    await expect(page).toHaveURL(/\/profile\//);
    await page.goto('/billing-routes');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing routes' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Mere work phone' })).toBeVisible();
    // tama's pending request waits for ana; ana's declined invite shows as declined.
    await expect(page.getByRole('listitem', { name: 'Could you cover my mobile this month?' })).toContainText(
      'pending',
    );
    await expect(page.getByRole('listitem', { name: 'Home phone' })).toContainText('declined');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New invite or request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New billing route' })).toBeVisible();
    // ana may both invite and request, so the radio choice shows.
    await expect(page.getByRole('radio', { name: /Invite/ })).toBeChecked();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please enter a phone number or mobile product')).toBeVisible();
    await expect(page.getByText('Please enter a description')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Phone number or mobile product').fill('021 123 4502');
    await page.getByLabel('Description').fill('Tama mobile');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog')).toContainText('Your invite is sent. It expires in 1 hour.');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('listitem', { name: 'Tama mobile' })).toContainText('pending');

    const res = await mockCall(page, 'GET', `/__mock/outbox?to=${TAMA_MOBILE}`);
    const { messages } = res.body as { messages: { Kind: string; Link?: string }[] };
    const link = messages.find((m) => m.Kind === 'billing-invite')?.Link;
    expect(link).toMatch(/^\/billing-routes\?approval=.+&token=.+/);
    await signOut(page);

    // tama opens the link signed out: the token is kept, sign-in leads to the accept screen.
    await page.goto(link as string);
    await expect(page.getByText('You opened a billing route link. Sign in to answer it.')).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.app.billing-route-approval'))).toContain(
      'token',
    );
    // However tama signs in (here from the sign-in page itself, not the link's button), the approval opens next.
    await signInThroughForm(page, TAMA);
    await expect(page).toHaveURL(/\/profile\/balance\/billing-methods\/accept\//);
    await expect(page.getByText('Ana Postpay offers to pay for your account: "Tama mobile"')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Spend limit (NZD)').fill('25.50');
    await page.getByLabel('Number of cycles').fill('2.5');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('The cycle count must be a whole number')).toBeVisible();
    await page.getByLabel('Number of cycles').fill('3');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('dialog')).toContainText('The billing route is accepted.');
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await page.evaluate(() => sessionStorage.getItem('portal.app.billing-route-approval'))).toBeNull();

    const route = page.getByRole('listitem', { name: 'Tama mobile' });
    await expect(route).toContainText('Paid by Ana Postpay');
    await expect(route).toContainText('Spend limit $25.50 a month, $25.50 left');
    await expect(route).toContainText('Can pay your bills');

    // The link answered once: opening it again finds no invite.
    await page.goto(link as string);
    await expect(page.getByRole('alert')).toHaveText(
      'This link no longer opens a billing route: it has been answered already, it has expired, or it was not sent to you.',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('portal.app.billing-route-approval'))).toBeNull();
  },
);

test('a login with several accounts is asked to choose one before its billing routes, and comes back to them', async ({
  page,
}) => {
  await signInAs(page, 'multi.accounts@example.co.nz');
  await expect(page).toHaveURL(/\/select-account/);
  await page.goto('/billing-routes');
  await expect(
    page.getByText('Choose the account you want to see billing routes for, and they open here.'),
  ).toBeVisible();
  await expect(page.getByText('Sign in to see and answer billing routes.')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Choose an account' }).click();
  await page
    .getByRole('list', { name: 'Choose an account' })
    .getByRole('listitem')
    .filter({ hasText: 'Mere Multi (home)' })
    .click();
  await expect(page).toHaveURL(/\/billing-routes$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your routes' })).toBeVisible();
});
