import { mobileProductUuid, personaCardUuid, personaCustomerUuid, PREACTIVATED_SIMS } from '@portal/fixtures';
import { ERRORS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

const m = accessMock();
const TAMA = 'tama.prepay@example.co.nz';
const ANA = 'ana.postpay@example.co.nz';
const tama = personaCustomerUuid('tama');
const tamaMobile = mobileProductUuid('tama');
const balancePath = `/customers/${tama}/products/mobile/prepay/${tamaMobile}/balance`;
const DAY = 86_400_000;

async function cardBehaves(behaviour: 'generic_decline' | 'authenticate_always') {
  const card = m.ctx.db.paymentMethods.find(personaCardUuid('tama'));
  await m.ctx.db.cardProfiles.update(card?.Token ?? '', (d) => {
    d.Behaviour = behaviour;
  });
}

const balanceOf = async (token: string) =>
  (await m.call('GET', balancePath, { token })).body.MainBalCreditCents as number;

describe('prepay balance and top-up', () => {
  it('shows the credit with its expiry, and a paid top-up raises it', async () => {
    const token = await m.tokenOf(TAMA);
    const before = await m.call('GET', balancePath, { token });
    expect(before.status).toBe(200);
    expect(before.body.MainBalCreditCents).toBe(2350);
    expect(before.body.CurrencyCreditExpiresAtNanos).toEqual(expect.any(Number));
    const topUp = await m.call('POST', `/customer/${tama}/topup`, {
      token,
      body: { ProductInstanceUUID: tamaMobile, Amount: 1000, PaymentMethodType: 'card' },
    });
    expect(topUp.body).toMatchObject({ Status: 'completed', MainBalCreditCents: 3350 });
    expect(await balanceOf(token)).toBe(3350);
  });

  it('charges once when a top-up is sent again with the same Idempotency-Key', async () => {
    const token = await m.tokenOf(TAMA);
    const send = () =>
      fetch(`http://api.test/api/customer/${tama}/topup`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'top-up-press-1',
        },
        body: JSON.stringify({ ProductInstanceUUID: tamaMobile, Amount: 700 }),
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(await balanceOf(token)).toBe(3050);
    expect(
      m.ctx.db.paymentIntents.where((p) => p.CustomerUUID === tama && p.AmountCents === 700),
    ).toHaveLength(1);
  });

  it('refuses less than $1.00 in the check and the top-up', async () => {
    const token = await m.tokenOf(TAMA);
    const check = await m.call('GET', `/customer/${tama}/topup/${tamaMobile}/99`, { token });
    expect(check.status).toBe(400);
    expect(check.body.err_message).toBe(ERRORS.top_up_below_minimum);
    expect((await m.call('GET', `/customer/${tama}/topup/${tamaMobile}/100`, { token })).status).toBe(200);
  });

  it('adds nothing when the card declines', async () => {
    const token = await m.tokenOf(TAMA);
    await cardBehaves('generic_decline');
    const topUp = await m.call('POST', `/customer/${tama}/topup`, {
      token,
      body: { ProductInstanceUUID: tamaMobile, Amount: 1000 },
    });
    expect(topUp.status).toBe(402);
    expect(topUp.body.err_message).toBe(ERRORS.card_trouble);
    expect(await balanceOf(token)).toBe(2350);
  });

  it('credits a challenged top-up once the challenge is passed', async () => {
    const token = await m.tokenOf(TAMA);
    await cardBehaves('authenticate_always');
    const topUp = await m.call('POST', `/customer/${tama}/topup`, {
      token,
      body: { ProductInstanceUUID: tamaMobile, Amount: 500 },
    });
    expect(topUp.body.Status).toBe('pending_payment');
    expect(await balanceOf(token)).toBe(2350);
    const passed = await m.call('POST', '/payments/v1/payment_intents/authenticate', {
      token,
      body: { ClientSecret: topUp.body.ClientSecret, Outcome: 'pass' },
    });
    expect(passed.body.Status).toBe('succeeded');
    expect(await balanceOf(token)).toBe(2850);
    expect(await balanceOf(token)).toBe(2850);
  });

  it('hides another customer’s balance', async () => {
    const token = await m.tokenOf(ANA);
    expect((await m.call('GET', balancePath, { token })).status).toBe(404);
  });
});

describe('auto top-up', () => {
  it('charges the default card every N days on the clock and writes the history', async () => {
    m.ctx.sim.clock.advance(31 * DAY);
    const token = await m.tokenOf(TAMA);
    expect(await balanceOf(token)).toBe(4350);
    const history = await m.call('GET', `/customer/${tama}/topup-history`, { token });
    expect(history.body.TopUps).toEqual([expect.objectContaining({ Source: 'auto', AmountCents: 2000 })]);
    expect(await balanceOf(token)).toBe(4350);
  });

  it('turns itself off with a notice when the card declines', async () => {
    await cardBehaves('generic_decline');
    m.ctx.sim.clock.advance(31 * DAY);
    const token = await m.tokenOf(TAMA);
    const pref = await m.call('GET', `/customer/${tama}/preferences/top-up-auto`, { token });
    expect(pref.body).toMatchObject({ status: 'off', Notice: ERRORS.auto_top_up_declined });
    expect(await balanceOf(token)).toBe(2350);
  });

  it('keeps days 1-99 and amounts 1-999, and fires when the balance falls below the amount', async () => {
    const token = await m.tokenOf(TAMA);
    const path = `/customer/${tama}/preferences/top-up-auto`;
    const bad = await m.call('PUT', path, {
      token,
      body: { amount: 1000, days: 0, status: 'on', type: 'days' },
    });
    expect(bad.status).toBe(400);
    const set = await m.call('PUT', path, {
      token,
      body: { amount: 30, days: 7, status: 'on', type: 'balance' },
    });
    expect(set.body).toMatchObject({ amount: 30, status: 'on', Notice: null });
    expect(await balanceOf(token)).toBe(5350);
  });
});

describe('vouchers and promo codes', () => {
  const redeem = (token: string, code: string) =>
    m.call('POST', `/customer/${tama}/redeem_voucher/${tamaMobile}/${code}`, { token, body: {} });

  it('redeems a voucher once and refuses the second time', async () => {
    const token = await m.tokenOf(TAMA);
    const check = await m.call('POST', `/customer/${tama}/check_voucher/${tamaMobile}/1000000000010`, {
      token,
    });
    expect(check.body).toMatchObject({ CreditCents: 1000, Valid: true });
    const first = await redeem(token, '1000000000010');
    expect(first.body).toMatchObject({ Attributes: { CreditCents: 1000 }, MainBalCreditCents: 3350 });
    const again = await redeem(token, '1000000000010');
    expect(again.status).toBe(409);
    expect(again.body.err_message).toBe(ERRORS.voucher_used);
  });

  it('credits a SIM still being set up, so onboarding can take the voucher before activation', async () => {
    const newcomer = personaCustomerUuid('new');
    const sim = mobileProductUuid(PREACTIVATED_SIMS.newcomer.name);
    const token = await m.tokenOf('new.customer@example.co.nz');
    const redeemed = await m.call('POST', `/customer/${newcomer}/redeem_voucher/${sim}/1000000000050`, {
      token,
      body: {},
    });
    expect(redeemed.body).toMatchObject({ Attributes: { CreditCents: 5000 }, MainBalCreditCents: 5000 });
    // An active postpay service is still no place for a voucher.
    const anaToken = await m.tokenOf(ANA);
    const ana = personaCustomerUuid('ana');
    const refused = await m.call(
      'POST',
      `/customer/${ana}/redeem_voucher/${mobileProductUuid('ana')}/1000000000099`,
      { token: anaToken, body: {} },
    );
    expect(refused.body.err_message).toBe(ERRORS.no_prepay_or_postpay_product);
  });

  it('refuses a code that is not 13 digits or not sold', async () => {
    const token = await m.tokenOf(TAMA);
    expect((await redeem(token, '12345')).status).toBe(400);
    expect((await redeem(token, '9999999999999')).body.err_message).toBe(ERRORS.voucher_not_found);
  });

  it('takes a promo code once per account and needs a Code', async () => {
    const token = await m.tokenOf(TAMA);
    const path = `/api/customers/v1/${tama}/promocode`;
    expect((await m.call('POST', path, { token, body: { Code: '' } })).body.errors).toBeDefined();
    expect((await m.call('POST', path, { token, body: { Code: 'welcome5' } })).body).toMatchObject({
      MainBalCreditCents: 2850,
    });
    expect((await m.call('POST', path, { token, body: { Code: 'WELCOME5' } })).body.err_message).toBe(
      ERRORS.promo_code_used,
    );
  });

  it('answers ANY_SERVICE to a promo code for an account with no prepay product', async () => {
    const token = await m.tokenOf(ANA);
    const ana = personaCustomerUuid('ana');
    const refused = await m.call('POST', `/api/customers/v1/${ana}/promocode`, {
      token,
      body: { Code: 'KIAORA10' },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { err_message: 'ANY_SERVICE', err_code: 'any_service' },
    });
  });
});
