import { availabilityUuid, mobileProductUuid, personaCardUuid, personaCustomerUuid } from '@portal/fixtures';
import type { Invoice, InvoicePage, MobileProduct, Transaction } from '@portal/shared';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { findOpenInvoice } from '../billing/lookup';
import { accessMock } from './access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const ana = personaCustomerUuid('ana');
const anaMobile = mobileProductUuid('ana');
const DAY = 86_400_000;

const invoicePage = async (token: string, query = '') =>
  (await m.call('GET', `/v3/customer/${ana}/invoices${query}`, { token })).body as unknown as InvoicePage;
const balance = async (token: string) =>
  (await m.call('GET', `/customer/${ana}/account`, { token })).body.Balance as number;
const pay = (token: string, AmountCents: number, key?: string) =>
  fetch(`http://api.test/api/customer/${ana}/payment`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ AmountCents, ProductInstanceUUID: anaMobile }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));

describe('invoices', () => {
  it('lists a year of ana’s invoices newest first, ten a page, with what is outstanding', async () => {
    const token = await m.tokenOf(ANA);
    const page = await invoicePage(token);
    expect(page.PageInfo.TotalItemCount).toBeGreaterThanOrEqual(13);
    expect(page.Invoices).toHaveLength(10);
    expect(page.Invoices[0]?.Status).toBe('OPEN');
    expect(['DUE', 'OVERDUE']).toContain(page.Invoices[1]?.Status);
    expect(page.OutstandingCents).toBe(page.Invoices[1]?.RemainingAmountCents);
    const paid = await invoicePage(token, '?Status=PAID&PageSize=100');
    expect(paid.Invoices.every((i) => i.Status === 'PAID' && i.RemainingAmountCents === 0)).toBe(true);
    expect(paid.Invoices.some((i) => i.DiscountCents > 0 && i.Purchases.length === 2)).toBe(true);
  });

  it('names a missing invoice by its number', async () => {
    const token = await m.tokenOf(ANA);
    const res = await m.call('GET', `/v3/customer/${ana}/invoices/INV100001-9999`, { token });
    expect(res.status).toBe(404);
    expect(res.body.err_message).toBe('The invoice #INV100001-9999 Not Found');
  });

  it('answers a real PDF of an invoice, named, with its number and total', async () => {
    const token = await m.tokenOf(ANA);
    const [, invoice] = (await invoicePage(token)).Invoices as [Invoice, Invoice];
    const res = await fetch(`http://api.test/api/customer/${ana}/invoice/${invoice.Number}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`invoice-${invoice.Number}.pdf`);
    const pdf = await PDFDocument.load(await res.arrayBuffer());
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toContain(invoice.Number);
    expect(pdf.getSubject()).toContain((invoice.GrandTotalCents / 100).toFixed(2));
  });

  it('says the invoices cannot be got under the invoices.unavailable scenario', async () => {
    const token = await m.tokenOf(ANA);
    m.ctx.sim.setScenario('invoices.unavailable', true);
    const res = await m.call('GET', `/v3/customer/${ana}/invoices`, { token });
    m.ctx.sim.setScenario('invoices.unavailable', false);
    expect(res.status).toBe(503);
    expect(res.body.err_message).toBe("We can't get Invoices right now");
  });
});

describe('bill payment', () => {
  it('pays the whole amount owed once, even when the request is sent again with its key', async () => {
    const token = await m.tokenOf(ANA);
    const owed = await balance(token);
    expect(owed).toBeGreaterThan(0);
    const first = await pay(token, owed, 'pay-bill-1');
    const again = await pay(token, owed, 'pay-bill-1');
    expect(first.body).toEqual({ Status: 'completed' });
    expect(again.body).toEqual({ Status: 'completed' });
    expect(await balance(token)).toBe(0);
    const charged = m.ctx.db.paymentIntents.where((p) => p.CustomerUUID === ana && p.AmountCents === owed);
    expect(charged.filter((p) => p.Status === 'succeeded' && p.IdempotencyKey === 'pay-bill-1')).toHaveLength(
      1,
    );
    const receipts = (await m.call('GET', `/customer/${ana}/receipt`, { token })).body.Receipts as {
      AmountCents: number;
    }[];
    expect(receipts[0]?.AmountCents).toBe(owed);
  });

  it('refuses more than is owed, and answers a challenge card with its client secret', async () => {
    const token = await m.tokenOf(ANA);
    const owed = await balance(token);
    expect((await pay(token, owed + 100)).status).toBe(400);
    const card = m.ctx.db.paymentMethods.find(personaCardUuid('ana'));
    await m.ctx.db.cardProfiles.update(card?.Token ?? '', (d) => {
      d.Behaviour = 'authenticate_always';
    });
    const res = await pay(token, 500);
    expect(res.body.Status).toBe('pending_payment');
    expect(String(res.body.ClientSecret)).toMatch(/^pi_/);
    expect(await balance(token)).toBe(owed);
    // Once the customer passes the challenge, the payment counts against the bill.
    const passed = await m.call('POST', '/payments/v1/payment_intents/authenticate', {
      token,
      body: { ClientSecret: res.body.ClientSecret, Outcome: 'pass' },
    });
    expect(passed.body.Status).toBe('succeeded');
    expect(await balance(token)).toBe(owed - 500);
  });

  it('shows the card trouble text when the card is declined', async () => {
    const token = await m.tokenOf(ANA);
    m.ctx.sim.setScenario('payments.decline', true);
    const res = await pay(token, 500);
    m.ctx.sim.setScenario('payments.decline', false);
    expect(res.status).toBe(402);
    expect(res.body.err_message).toMatch(/^Seems we had some trouble with your card/);
  });
});

describe('billing cycle', () => {
  it('closes the open bill as DUE on a change and bills the next period in 7 days', async () => {
    const token = await m.tokenOf(ANA);
    const before = await m.call('GET', `/customers/${ana}/billing-cycle`, { token });
    expect(before.body).toEqual({ BillingCycle: { Type: 'MONTHLY', Value: 1 }, ChangeAllowed: true });
    const openNumber = (await invoicePage(token)).Invoices[0]?.Number;
    const changed = await m.call('POST', `/customers/${ana}/billing-cycle`, {
      token,
      body: { BillingCycle: { Type: 'DAILY', Value: 7 } },
    });
    expect(changed.body.BillingCycle).toEqual({ Type: 'DAILY', Value: 7 });
    const after = (await invoicePage(token)).Invoices;
    expect(after.find((i) => i.Number === openNumber)?.Status).toBe('DUE');
    expect(after[0]?.Status).toBe('OPEN');
    expect(after[0]?.Frequency).toBe('SEVEN_DAYS');
    const account = (await m.call('GET', `/customer/${ana}/account`, { token })).body as {
      CurrentBillingCycle: { From: number; Upto: number };
    };
    const days = (account.CurrentBillingCycle.Upto - account.CurrentBillingCycle.From) / 1e6 / DAY;
    expect(Math.round(days)).toBe(7);
  });
});

describe('payment history', () => {
  it('lists card payments newest first, 14 a page, with a refund made by an operator', async () => {
    const token = await m.tokenOf(ANA);
    const first = (await m.call('GET', `/v2/customer/${ana}/charges?PageSize=14`, { token })).body as {
      Transactions: Transaction[];
      PageInfo: { TotalItemCount: number };
    };
    expect(first.Transactions).toHaveLength(14);
    expect(first.PageInfo.TotalItemCount).toBeGreaterThan(14);
    const times = first.Transactions.map((t) => t.CreatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const statuses = new Set(first.Transactions.map((t) => t.Status));
    expect(statuses).toContain('REFUNDED');

    const paid = first.Transactions.find((t) => t.Status === 'COMPLETED')!;
    const refund = await fetch('http://api.test/__mock/payments/refund', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ intentUUID: paid.UUID, amountCents: 100 }),
    });
    expect(refund.status).toBe(200);
    const after = (await m.call('GET', `/v2/customer/${ana}/charges`, { token })).body as {
      Transactions: Transaction[];
    };
    expect(after.Transactions.find((t) => t.UUID === paid.UUID)?.Status).toBe('PARTIALLY REFUNDED');
  });
});

describe('operator void and guest invoice lookup', () => {
  it('voids an owed invoice through the control API: nothing is owed on it, and it is no longer open to pay', async () => {
    const token = await m.tokenOf(ANA);
    const owedInvoice = (await invoicePage(token)).Invoices[1]!;
    expect(findOpenInvoice(m.ctx.db, owedInvoice.Number, m.ctx.sim.clock.now())?.CustomerUUID).toBe(ana);
    const voided = await fetch('http://api.test/__mock/invoices/void', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerUUID: ana, number: owedInvoice.Number }),
    });
    expect(voided.status).toBe(200);
    const after = (await invoicePage(token)).Invoices[1]!;
    expect(after).toMatchObject({ Number: owedInvoice.Number, Status: 'VOID', RemainingAmountCents: 0 });
    expect(await balance(token)).toBe(0);
    expect(findOpenInvoice(m.ctx.db, owedInvoice.Number, m.ctx.sim.clock.now())).toBeUndefined();
    expect(findOpenInvoice(m.ctx.db, 'INV100001-0001', m.ctx.sim.clock.now())).toBeUndefined();
  });
});

describe('the bill as a ledger', () => {
  const changePlan = async (token: string, ChangeNow: boolean) => {
    const product = (await m.call('GET', `/customers/${ana}/products/mobile/${anaMobile}`, { token }))
      .body as unknown as MobileProduct;
    return m.call('POST', '/eshop/customer/change-plan', {
      token,
      body: {
        NewAddonAutoRenew: true,
        ChangeNow,
        NewAddonAvailabilityUUID: availabilityUuid('postpay-endless'),
        OldAddonUUID: product.Addons.find((a) => a.isBasePlan)?.UUID,
        CustomerUUID: ana,
        MobileUUID: anaMobile,
      },
    });
  };

  it.each([false, true])(
    'keeps every closed invoice as it was after a plan change (now: %s) and a month on the clock',
    async (now) => {
      const token = await m.tokenOf(ANA);
      const before = await invoicePage(token, '?PageSize=100');
      const owedBefore = await balance(token);
      expect((await changePlan(token, now)).status).toBe(200);
      m.ctx.sim.clock.advance(31 * DAY);
      const fresh = await m.tokenOf(ANA);
      const after = await invoicePage(fresh, '?PageSize=100');
      for (const invoice of before.Invoices.filter((i) => i.Status !== 'OPEN')) {
        const kept = after.Invoices.find((i) => i.Number === invoice.Number)!;
        expect(kept.Purchases).toEqual(invoice.Purchases);
        expect(kept.GrandTotalCents).toBe(invoice.GrandTotalCents);
        if (invoice.Status === 'PAID') expect(kept.Status).toBe('PAID');
      }
      // What is owed now is the old debt plus the invoices that closed since, less nothing paid.
      const newlyClosed = after.Invoices.filter(
        (i) =>
          i.Status !== 'OPEN' && !before.Invoices.some((b) => b.Number === i.Number && b.Status !== 'OPEN'),
      );
      const added = newlyClosed.reduce((sum, i) => sum + i.GrandTotalCents, 0);
      expect(await balance(fresh)).toBe(owedBefore + added);
      expect(after.OutstandingCents).toBe(owedBefore + added);
      // The periods that began on the new plan charge it; the ones before keep Postpay Plus 40GB.
      const open = after.Invoices.find((i) => i.Status === 'OPEN')!;
      expect(open.Purchases[0]?.Description).toBe('Postpay Endless');
      expect(newlyClosed.every((i) => i.Purchases[0]?.Description === 'Postpay Plus 40GB')).toBe(true);
    },
  );
});
