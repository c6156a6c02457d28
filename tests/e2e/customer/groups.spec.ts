import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support';
import { advanceClock, expectOnDashboard, signInAs, signOut as signOutFromMenu } from './flows';

const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const NIKAU = 'new.customer@example.co.nz';
const HOUR_MS = 3_600_000;

/**
 * Another customer takes over the browser: the one signed in signs out, the next signs in. Each customer uses the
 * portal as their own; in the static demo every page of the browser shares one simulated backend, so this is how
 * two customers meet there too.
 */
async function switchTo(page: Page, email: string) {
  await signOut(page);
  await signIn(page, email);
}

async function signOut(page: Page) {
  await signOutFromMenu(page);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
}

/** Signed in once the account has opened: the header shows its account menu as soon as the login is known, a moment before. */
async function signIn(page: Page, email: string) {
  await signInAs(page, email);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Opens one of the group screens from the account menu. */
async function openGroups(page: Page, screen: 'Customer groups' | 'Mobile groups') {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: screen }).click();
  await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
}

async function invite(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('Their email address').fill(email);
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(form.getByText('Invite sent. It expires in one hour.')).toBeVisible();
}

const incoming = (page: Page) => page.getByRole('list', { name: 'Invites to you' });
const sent = (page: Page) => page.getByRole('list', { name: 'Invites you sent' });
const members = (page: Page) => page.getByRole('list', { name: /^Members/ });

async function acceptInviteFrom(page: Page, name: string) {
  const invite = incoming(page)
    .getByRole('listitem')
    .filter({ hasText: `From ${name}` });
  await expect(invite).toContainText('Pending');
  await invite.getByRole('button', { name: 'Accept' }).click();
  await expect(invite).toContainText('Accepted');
}

test(
  'ana invites tama to a companion group, tama accepts and each pays $45',
  { tag: '@demo' },
  async ({ page }) => {
    test.slow();
    await signIn(page, ANA);
    await openGroups(page, 'Customer groups');
    await expect(page.getByText('You are not in a group yet. Invite someone to start one.')).toBeVisible();
    await expectAccessible(page);
    await invite(page, TAMA);
    await expect(sent(page).getByRole('listitem')).toHaveText([
      /To tama\.prepay@example\.co\.nz: companion group.*Pending/,
    ]);

    await switchTo(page, TAMA);
    await openGroups(page, 'Customer groups');
    await acceptInviteFrom(page, 'Ana Postpay');
    await expect(page.getByRole('heading', { name: 'Companion group' })).toBeVisible();
    await expect(page.getByText('$45.00 a person a month')).toBeVisible();
    await expect(members(page).getByRole('listitem')).toHaveText([
      /Ana Postpay.*Leader/,
      /Tama Prepay.*Member/,
    ]);
    // A member neither removes others nor sets their limits; a member can leave.
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave the group' })).toBeVisible();
    await expectAccessible(page);
  },
);

test('ana invites tama to an enterprise group; tama accepts and sees it led by ana', async ({ page }) => {
  await signIn(page, ANA);
  await openGroups(page, 'Customer groups');
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByRole('combobox', { name: 'Kind of invite' }).click();
  await page.getByRole('option', { name: 'Enterprise group (staff paid by this account)' }).click();
  await invite(page, TAMA);
  await expect(sent(page).getByRole('listitem')).toHaveText([
    /To tama\.prepay@example\.co\.nz: enterprise group.*Pending/,
  ]);

  await switchTo(page, TAMA);
  await openGroups(page, 'Customer groups');
  await acceptInviteFrom(page, 'Ana Postpay');
  await expect(page.getByRole('heading', { name: 'Enterprise group' })).toBeVisible();
  await expect(page.getByText('a person a month')).toHaveCount(0);
  await expect(members(page).getByRole('listitem')).toHaveText([
    /Ana Postpay.*Leader/,
    /Tama Prepay.*Member/,
  ]);
});

test('a third member brings the price to $35, and removing members dissolves the group', async ({ page }) => {
  test.slow();
  await signIn(page, ANA);
  await openGroups(page, 'Customer groups');
  await invite(page, TAMA);
  await invite(page, NIKAU);

  await switchTo(page, TAMA);
  await openGroups(page, 'Customer groups');
  await acceptInviteFrom(page, 'Ana Postpay');
  await expect(page.getByText('$45.00 a person a month')).toBeVisible();

  await switchTo(page, NIKAU);
  await page.goto('/profile/customer-groups');
  await acceptInviteFrom(page, 'Ana Postpay');
  await expect(page.getByText('$35.00 a person a month')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members (3)' })).toBeVisible();

  await switchTo(page, ANA);
  await openGroups(page, 'Customer groups');
  await expect(page.getByText('$35.00 a person a month')).toBeVisible();
  // The leader sets a member's spend limit.
  await page.getByRole('button', { name: 'Set spend limit for Tama Prepay' }).click();
  const limit = page.getByRole('form', { name: 'Set spend limit for Tama Prepay' });
  await limit.getByLabel('Spend limit (dollars a month)').fill('50');
  await limit.getByRole('button', { name: 'Save limit' }).click();
  await expect(members(page).getByRole('listitem').filter({ hasText: 'Tama Prepay' })).toContainText(
    'Spend limit $50.00 a month',
  );
  // With three members only the removed one goes; with two the group goes.
  await page.getByRole('button', { name: 'Remove Nikau New' }).click();
  await expect(page.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
  await expect(page.getByText('$45.00 a person a month')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Tama Prepay' }).click();
  await expect(page.getByText('You are not in a group yet. Invite someone to start one.')).toBeVisible();

  await switchTo(page, TAMA);
  await openGroups(page, 'Customer groups');
  await expect(page.getByText('You are not in a group yet. Invite someone to start one.')).toBeVisible();
});

test('an invite left for more than an hour shows as expired and cannot be accepted', async ({ page }) => {
  test.slow();
  await signIn(page, ANA);
  await openGroups(page, 'Customer groups');
  await invite(page, TAMA);
  await signOut(page);
  await advanceClock(page, HOUR_MS + 60_000);

  await signIn(page, TAMA);
  await openGroups(page, 'Customer groups');
  const expired = incoming(page).getByRole('listitem').filter({ hasText: 'From Ana Postpay' });
  await expect(expired).toContainText('Expired: it can no longer be accepted');
  await expect(expired.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(page.getByText('You are not in a group yet. Invite someone to start one.')).toBeVisible();
});

test('ana invites tama’s SIM to her mobile group, paid by her; tama accepts and sees the group', async ({
  page,
}) => {
  test.slow();
  await signIn(page, ANA);
  await openGroups(page, 'Mobile groups');
  await expect(page.getByText('None of your SIMs is in a mobile group yet.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByRole('combobox', { name: 'Kind of invite' }).click();
  await page.getByRole('option', { name: 'Mobile group, paid by me' }).click();
  await invite(page, TAMA);

  await switchTo(page, TAMA);
  await expectOnDashboard(page);
  await openGroups(page, 'Mobile groups');
  await acceptInviteFrom(page, 'Ana Postpay');
  await expect(page.getByText('Plan kind: Family')).toBeVisible();
  await expect(members(page).getByRole('listitem')).toHaveText([
    /Ana Postpay \(0\d{2} \d{3} \d{4}\).*Leader/,
    /Tama Prepay \(0\d{2} \d{3} \d{4}\).*Paid by the leader.*Member/,
  ]);
  // Family: grouped and billed to the leader, not changeable; only the leader changes settings at all.
  await expect(page.getByLabel('Grouped', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Self-managed (each SIM has its own login)')).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Leave the group' }).click();
  await expect(page.getByText('None of your SIMs is in a mobile group yet.', { exact: false })).toBeVisible();
});

test('an account path the portal does not have is not found', async ({ page }) => {
  await signIn(page, ANA);
  await expectOnDashboard(page);
  await page.goto('/profile/no-such-screen');
  await expect(page.getByRole('heading', { name: "Your page wasn't found" })).toBeVisible();
});
