import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, personaCustomerUuid } from '@portal/fixtures';
import { expect, expectAccessible, mockCall, test } from '../support';

/** The bill ana owes now (the clock decides which one that is), as her invoices list it. */
async function anasOwedBill(page: Page): Promise<{ number: string; due: string }> {
  const auth = await mockCall(page, 'POST', '/api/v2/68/auth', {
    data: {
      IdentityProvider: 'LOCAL',
      AuthID: 'ana.postpay@example.co.nz',
      AuthCode: DEMO_PASSWORD,
      SPID: 68,
    },
  });
  const list = await mockCall(
    page,
    'GET',
    `/api/v3/customer/${personaCustomerUuid('ana')}/invoices?Status=DUE`,
    {
      token: (auth.body as { JWT: string }).JWT,
    },
  );
  const owed = (list.body as { Invoices: { Number: string; RemainingAmountCents: number }[] }).Invoices[0];
  if (!owed) throw new Error('ana owes one bill in the fixtures');
  return { number: owed.Number, due: (owed.RemainingAmountCents / 100).toFixed(2) };
}

async function payByCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

test('a guest recharges tama’s number by card without signing in', async ({ page }) => {
  await page.goto('/recharge');
  await expect(page.getByRole('heading', { level: 1, name: 'Recharge a mobile' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Mobile number').fill('021 000 0000');
  await page.getByLabel('I am not a robot').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('not a valid Mobile number')).toBeVisible();

  await page.getByLabel('Mobile number').fill('021 123 4502');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('For 021 123 4502')).toBeVisible();
  await page.getByLabel('Amount (NZD)').fill('15');
  await expectAccessible(page);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('status')).toContainText('Thank you: $15.00 is paid.');
  await expectAccessible(page);
});

test('a guest pays ana’s open invoice by its number', async ({ page }) => {
  await page.goto('/pay-bill');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay a bill' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Invoice or account number').fill('INV-999');
  await page.getByLabel('I am not a robot').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('not a valid Invoice number')).toBeVisible();

  const bill = await anasOwedBill(page);
  await page.getByLabel('Invoice or account number').fill(bill.number);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Amount due: $${bill.due}`)).toBeVisible();
  await expect(page.getByLabel('Amount (NZD)')).toHaveValue(bill.due);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('status')).toContainText(`Thank you: $${bill.due} is paid.`);
});

test('guest.bot-check-fail: the check refuses the guest', async ({ page }) => {
  await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name: 'guest.bot-check-fail', on: true } });
  await page.goto('/recharge');
  await page.getByLabel('Mobile number').fill('021 123 4502');
  await page.getByLabel('I am not a robot').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We could not confirm you are not a robot. Please try again.')).toBeVisible();
  await expectAccessible(page);
});

test('a guest’s card that asks for the challenge pays once it is passed', async ({ page }) => {
  await page.goto('/recharge');
  await page.getByLabel('Mobile number').fill('021 123 4502');
  await page.getByLabel('I am not a robot').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Amount (NZD)').fill('12');
  await payByCard(page, '4000 0027 6000 3184');
  const challenge = page.getByRole('dialog', { name: 'Confirm this card with your bank' });
  await expect(challenge).toBeVisible();
  await expectAccessible(page);
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you: $12.00 is paid.');
});

test('a guest who fails the card’s challenge is told, and nothing is paid', async ({ page }) => {
  const bill = await anasOwedBill(page);
  await page.goto('/pay-bill');
  await page.getByLabel('Invoice or account number').fill(bill.number);
  await page.getByLabel('I am not a robot').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await payByCard(page, '4000 0027 6000 3184');
  const challenge = page.getByRole('dialog', { name: 'Confirm this card with your bank' });
  await challenge.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByRole('alert')).toContainText('Seems we had some trouble with your card');
  // Still owed: the bill can be looked up and paid again.
  await page.getByRole('button', { name: 'Start again' }).click();
  await page.getByLabel('Invoice or account number').fill(bill.number);
  await page.getByLabel('I am not a robot').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Amount due: $${bill.due}`)).toBeVisible();
});
