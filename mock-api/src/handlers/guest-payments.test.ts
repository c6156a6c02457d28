import { mobileProductUuid, personaCustomerUuid } from '@portal/fixtures';
import { ERRORS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';
import { GUEST_SETTLE_MS } from './guest-payments';
import { invoicesOf, postpayBilling } from '../billing/accounts';

const m = accessMock();
const card = (Number: string) => ({ Number, ExpMonth: 12, ExpYear: 2040, Cvc: '123' });

async function validate(body: Record<string, string>) {
  return m.call('POST', '/guest/validate', { body: { UserToken: 'sim-bot-check-passed', ...body } });
}

describe('guest validation', () => {
  it('names what is wrong in order: mobile number, invoice number, account number, else the data', async () => {
    expect((await validate({ MSISDN: '021 000 0000', LookupID: 'INV-1' })).body.err_message).toBe(
      ERRORS.not_valid_mobile_number,
    );
    expect((await validate({ LookupID: 'INV-404' })).body.err_message).toBe(ERRORS.not_valid_invoice_number);
    expect((await validate({ LookupID: '999999' })).body.err_message).toBe(ERRORS.not_valid_account_number);
    expect((await validate({})).body.err_message).toBe(ERRORS.guest_data_not_valid);
  });

  it('refuses everyone when the bot check fails', async () => {
    m.ctx.sim.setScenario('guest.bot-check-fail', true);
    const refused = await validate({ MSISDN: '021 123 4502' });
    expect(refused.status).toBe(403);
    expect(refused.body.err_message).toBe(ERRORS.bot_check_failed);
  });
});

describe('guest recharge and bill payment', () => {
  it('tops up tama’s number by card, settling on the clock', async () => {
    const valid = await validate({ MSISDN: '021 123 4502' });
    expect(valid.body).toMatchObject({ Valid: true, ResponseToken: expect.any(String) });
    const order = await m.call('POST', '/guest/topup', {
      body: { Amount: 1500, MSISDN: '021 123 4502', ResponseToken: valid.body.ResponseToken },
    });
    const paid = await m.call('POST', '/guest/card-payment', {
      body: { ClientSecret: order.body.ClientSecret, Card: card('4242424242424242') },
    });
    expect(paid.body.Status).toBe('PENDING');
    m.ctx.sim.clock.advance(GUEST_SETTLE_MS);
    const status = await m.call('GET', `/guest/purchases?OrderID=${order.body.OrderID as string}`);
    expect(status.body.Status).toBe('COMPLETED');
    await m.call('GET', `/guest/purchases?OrderID=${order.body.OrderID as string}`);
    expect(m.ctx.db.mobileProducts.find(mobileProductUuid('tama'))?.MainBalCreditCents).toBe(3850);
  });

  it('pays ana’s open invoice by its number, and a declining card is told', async () => {
    const billing = postpayBilling(m.ctx.db, personaCustomerUuid('ana'));
    const owed = invoicesOf(m.ctx.db, billing, m.ctx.sim.clock.now()).find((i) => i.Status === 'DUE');
    if (!owed) throw new Error('ana owes one bill in the fixtures');
    const valid = await validate({ LookupID: owed.Number });
    expect(valid.body.AmountDueCents).toBe(owed.RemainingAmountCents);
    const order = await m.call('POST', '/guest/payment', {
      body: {
        Amount: owed.RemainingAmountCents,
        LookupID: owed.Number,
        ResponseToken: valid.body.ResponseToken,
      },
    });
    const declined = await m.call('POST', '/guest/card-payment', {
      body: { ClientSecret: order.body.ClientSecret, Card: card('4000000000000002') },
    });
    expect(declined.body).toMatchObject({ Status: 'DECLINED', Message: ERRORS.card_trouble });
    await m.call('POST', '/guest/card-payment', {
      body: { ClientSecret: order.body.ClientSecret, Card: card('4242424242424242') },
    });
    m.ctx.sim.clock.advance(GUEST_SETTLE_MS);
    expect(
      (await m.call('GET', `/guest/purchases?OrderID=${order.body.OrderID as string}`)).body.Status,
    ).toBe('COMPLETED');
    // Paid: the bill is no longer owed, and ana's invoices say so.
    expect((await validate({ LookupID: owed.Number })).body.err_message).toBe(
      ERRORS.not_valid_invoice_number,
    );
    const after = invoicesOf(m.ctx.db, billing, m.ctx.sim.clock.now()).find((i) => i.Number === owed.Number);
    expect(after?.Status).toBe('PAID');
  });

  it('asks for the issuer’s challenge of a card that needs it; a failed challenge declines, a passed one pays', async () => {
    const valid = await validate({ MSISDN: '021 123 4502' });
    const order = await m.call('POST', '/guest/topup', {
      body: { Amount: 1000, MSISDN: '021 123 4502', ResponseToken: valid.body.ResponseToken },
    });
    const pay = (Authentication?: 'pass' | 'fail') =>
      m.call('POST', '/guest/card-payment', {
        body: { ClientSecret: order.body.ClientSecret, Card: card('4000002760003184'), Authentication },
      });
    expect((await pay()).body.Status).toBe('ACTION_REQUIRED');
    expect((await pay('fail')).body.Status).toBe('DECLINED');
    expect((await pay()).body.Status).toBe('ACTION_REQUIRED');
    expect((await pay('pass')).body.Status).toBe('PENDING');
    m.ctx.sim.clock.advance(GUEST_SETTLE_MS);
    expect(
      (await m.call('GET', `/guest/purchases?OrderID=${order.body.OrderID as string}`)).body.Status,
    ).toBe('COMPLETED');
  });

  it('redeems a voucher for a guest once', async () => {
    const valid = await validate({ MSISDN: '0211234502' });
    const body = { Code: '1000000000020', MSISDN: '0211234502', ResponseToken: valid.body.ResponseToken };
    expect((await m.call('POST', '/guest/redeem', { body })).body).toEqual({
      Attributes: { CreditCents: 2000 },
    });
    expect((await m.call('POST', '/guest/redeem', { body })).body.err_message).toBe(ERRORS.voucher_used);
  });
});
