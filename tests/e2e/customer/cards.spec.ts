import type { Page } from '@playwright/test';
import { expect, expectAccessible, mockCall, test } from '../support';
import { signInAs, storedSession } from './flows';

const ANA = 'ana.postpay@example.co.nz';
const TROUBLE =
  'Seems we had some trouble with your card. Please check your card details or add another to retry.';

const cardList = (page: Page) =>
  page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) });
const card = (page: Page, name: string) => page.getByRole('listitem', { name });

async function openCards(page: Page) {
  await signInAs(page, ANA);
  await expect(page).toHaveURL(/\/profile\//);
  await page.goto('/profile/payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(card(page, 'Visa ending 4242')).toBeVisible();
}

async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
}

test(
  'ana adds cards: the success card saves, decline and insufficient funds fail, authentication is asked',
  { tag: '@demo' },
  async ({ page }) => {
    await openCards(page);
    await expect(cardList(page).getByRole('listitem')).toHaveCount(2);
    await expect(card(page, 'Visa ending 4242').getByText('Default', { exact: true })).toBeVisible();
    await expect(page.getByText('12-3140-0123456-00')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add a card' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
    await expectAccessible(page);

    // The success card saves and the list shows it.
    await enterCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('dialog')).toContainText('Your card is saved.');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/profile\/payment-methods$/);
    await expect(cardList(page).getByRole('listitem')).toHaveCount(3);

    // Declined and insufficient funds: the card text of the catalogue, and nothing saved.
    await page.getByRole('link', { name: 'Add a card' }).click();
    await enterCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert').filter({ hasText: TROUBLE })).toHaveText(TROUBLE);
    await enterCard(page, '4000 0000 0000 9995');
    await expect(page.getByRole('alert').filter({ hasText: TROUBLE })).toHaveText(TROUBLE);

    // The authentication card: a failed challenge fails, a passed one saves the card.
    await enterCard(page, '4000 0025 0000 3155');
    const challenge = page.getByRole('dialog', { name: 'Confirm this card with your bank' });
    await expect(challenge).toBeVisible();
    await expectAccessible(page);
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(page.getByRole('alert').filter({ hasText: TROUBLE })).toHaveText(TROUBLE);
    await enterCard(page, '4000 0025 0000 3155');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('dialog')).toContainText('Your card is saved.');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(card(page, 'Visa ending 3155')).toBeVisible();
    await expect(cardList(page).getByRole('listitem')).toHaveCount(4);
  },
);

test('removing the default card makes the remaining one the default; the only card cannot be removed', async ({
  page,
}) => {
  await openCards(page);
  const visa = card(page, 'Visa ending 4242');
  const master = card(page, 'Mastercard ending 4444');
  await expect(master.getByText('Default', { exact: true })).toHaveCount(0);
  await visa.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toContainText('The card is removed.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(visa).toHaveCount(0);
  await expect(master.getByText('Default', { exact: true })).toBeVisible();
  await expect(master.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a card removed elsewhere disappears from the list without a reload', async ({ page }) => {
  await openCards(page);
  const { JWT, customer } = await storedSession(page);
  const list = await mockCall(page, 'GET', `/api/customer/${customer}/payment-methods`, { token: JWT });
  const { PaymentMethods } = list.body as { PaymentMethods: { UUID: string; CardLast4: string }[] };
  const master = PaymentMethods.find((m) => m.CardLast4 === '4444');
  const removed = await mockCall(
    page,
    'DELETE',
    `/api/customer/${customer}/payment-methods/${master?.UUID}`,
    {
      token: JWT,
    },
  );
  expect(removed.ok).toBe(true);
  await expect(card(page, 'Mastercard ending 4444')).toHaveCount(0);
});
