import type { Page } from '@playwright/test';
import { expect, expectAccessible, mockCall, test } from '../support';
import { signInAs, storedSession } from './flows';

const ANA = 'ana.postpay@example.co.nz';
const TROUBLE =
  'Seems we had some trouble with your card. Please check your card details or add another to retry.';
const challengeDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Confirm this card with your bank' });

async function signInAna(page: Page) {
  await signInAs(page, ANA);
  await expect(page).toHaveURL(/\/profile\//);
}

/** Saves the card that asks for the issuer's challenge every time and makes it the default. */
async function addChallengeCard(page: Page) {
  await page.goto('/profile/payment-methods');
  await page.getByRole('link', { name: 'Add a card' }).click();
  await page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await challengeDialog(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your card is saved.');
  await page.getByRole('button', { name: 'OK' }).click();
  const card = page.getByRole('listitem', { name: 'Visa ending 3184' });
  await card.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByRole('dialog')).toContainText('Visa ending 3184 is now your default card.');
  await page.getByRole('button', { name: 'OK' }).click();
}

test('ana pays her bill with a card that asks for the challenge; a failed challenge keeps the payment to retry', async ({
  page,
}) => {
  // Saving a card, two payment tries and the account's refresh after three seconds: a long journey.
  test.setTimeout(90_000);
  await signInAna(page);
  await addChallengeCard(page);
  await page.goto('/profile/pay-bill');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay bill' })).toBeVisible();
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(/^\$\d+\.\d\d$/);
  const owed = (await balance.textContent()) ?? '';
  expect(owed).not.toBe('$0.00');
  await expect(page.getByTestId('current-cycle')).toHaveText(/^\d\d-\d\d-\d{4} to \d\d-\d\d-\d{4}$/);
  await expect(page.getByTestId('next-cycle')).toHaveText(/^\d\d-\d\d-\d{4} to \d\d-\d\d-\d{4}$/);
  await expect(page.getByLabel(`Full amount (${owed})`)).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('button', { name: `Pay ${owed}` }).click();
  await expect(challengeDialog(page)).toBeVisible();
  await expectAccessible(page);
  await challengeDialog(page).getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByRole('alert').filter({ hasText: TROUBLE })).toHaveText(TROUBLE);
  await expect(balance).toHaveText(owed);

  await page.getByRole('button', { name: 'Try again' }).click();
  await challengeDialog(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(owed);
  // The account is read again three seconds later: nothing is owed.
  await expect(balance).toHaveText('$0.00');
});

test('ana pays part of her bill with the card she chooses (custom amount)', async ({ page }) => {
  await signInAna(page);
  await page.goto('/profile/pay-bill?amount=custom');
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(/^\$\d+\.\d\d$/);
  const owedCents = Math.round(Number(((await balance.textContent()) ?? '').slice(1)) * 100);
  await expect(page.getByLabel('Another amount')).toBeChecked();
  await page.getByLabel('Amount in dollars').fill('0.50');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment amount must be larger than $0.99')).toBeVisible();
  await page.getByLabel('Amount in dollars').fill('10');
  // Her default card is chosen; she pays with her other one.
  const method = page.getByRole('combobox', { name: 'Payment method' });
  await expect(method).toHaveText('Visa ending 4242');
  await method.click();
  await page.getByRole('option', { name: 'Mastercard ending 4444' }).click();
  await expectAccessible(page);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/payment$/.test(r.url()));
  await page.getByRole('button', { name: 'Pay $10.00' }).click();
  const { PaymentMethodID } = (await sent).postDataJSON() as { PaymentMethodID?: string };
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText('$10.00');
  const { JWT, customer } = await storedSession(page);
  const cards = await mockCall(page, 'GET', `/api/customer/${customer}/payment-methods`, { token: JWT });
  const chosen = (
    cards.body as { PaymentMethods: { UUID: string; CardLast4: string }[] }
  ).PaymentMethods.find((c) => c.UUID === PaymentMethodID);
  expect(chosen?.CardLast4).toBe('4444');
  await expect(balance).toHaveText(`$${((owedCents - 1000) / 100).toFixed(2)}`);
});

test('payment history: fourteen a page, newest first, with every label and an operator refund', async ({
  page,
}) => {
  await signInAna(page);
  await page.goto('/profile/payments-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  const items = page.locator('li[data-status]');
  await expect(items).toHaveCount(14);
  await expectAccessible(page);
  const labels = new Set(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))));
  await page
    .getByRole('navigation', { name: 'Payment history pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(items.first()).toBeVisible();
  for (const label of await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))
    labels.add(label);
  expect([...labels].sort()).toEqual(['COMPLETED', 'DECLINED', 'FAILED', 'OTHERS', 'REFUNDED']);

  // An operator refunds ana's latest completed payment: it reads REFUNDED.
  const { JWT, customer } = await storedSession(page);
  const charges = await mockCall(page, 'GET', `/api/v2/customer/${customer}/charges?PageSize=14`, {
    token: JWT,
  });
  const latest = (
    charges.body as { Transactions: { UUID: string; Status: string; Description: string }[] }
  ).Transactions.find((t) => t.Status === 'COMPLETED');
  expect(latest).toBeDefined();
  const refund = await mockCall(page, 'POST', '/__mock/payments/refund', {
    data: { intentUUID: latest?.UUID },
  });
  expect(refund.status).toBe(200);
  await page.goto('/profile/payments-history');
  const refunded = items.filter({ hasText: latest?.Description ?? '' }).first();
  await expect(refunded).toHaveAttribute('data-status', 'REFUNDED');
  await expect(refunded.getByText('REFUNDED', { exact: true })).toBeVisible();
});

test('ana changes her billing cycle to 7 days: the running bill closes as due and the next period is a week', async ({
  page,
}) => {
  await signInAna(page);
  await page.goto('/profile/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText(/^\$/);
  await expectAccessible(page);
  const owedBefore = (await page.getByTestId('balance').textContent()) ?? '';
  await page.getByLabel('Bill me every').click();
  await page.getByRole('option', { name: '7 days' }).click();
  await page.getByRole('button', { name: 'Change billing cycle' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your billing cycle is changed.');
  await page.getByRole('button', { name: 'OK' }).click();
  // The closed bill is now owed too, and the period running now ends a week after it started.
  await expect(page.getByTestId('balance')).not.toHaveText(owedBefore);
  const [from, upto] = ((await page.getByTestId('current-cycle').textContent()) ?? '').split(' to ');
  const ms = (d = '') => Date.UTC(Number(d.slice(6)), Number(d.slice(3, 5)) - 1, Number(d.slice(0, 2)));
  expect((ms(upto) - ms(from)) / 86_400_000).toBe(7);

  await page.goto('/profile/invoices');
  const items = page.locator('li[data-invoice]');
  await expect(items.first().getByText('Open', { exact: true })).toBeVisible();
  await expect(items.nth(1).getByText('Due', { exact: true })).toBeVisible();
});
