import {
  ANA_PAYS_MERE,
  availabilityUuid,
  catalogueEntryUuid,
  mobileProductUuid,
  personaCardUuid,
  personaCustomerUuid,
} from '@portal/fixtures';
import type { MobileProduct } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const ana = personaCustomerUuid('ana');
const tama = personaCustomerUuid('tama');
const anaMobile = mobileProductUuid('ana');
const tamaMobile = mobileProductUuid('tama');

const postpayAddon = (key: string, extra: Record<string, unknown> = {}) => ({
  AddonAvailabilityUUID: availabilityUuid(key),
  AddonCatalogEntryUUID: catalogueEntryUuid(key),
  CustomerUUID: ana,
  ProductInstanceUUID: anaMobile,
  Subscribe: false,
  ...extra,
});
const prepayAddonPath = (key: string) =>
  `/customer/${tama}/prepay_addon/${tamaMobile}/${availabilityUuid(key)}`;
const prepayBody = { Subscribe: true, PAYG: false, AuthorizeOnly: false };
const productOf = (body: Record<string, unknown>) => body.Product as MobileProduct;

async function challengeEveryPayment(cardUuid: string) {
  const card = m.ctx.db.paymentMethods.find(cardUuid);
  await m.ctx.db.cardProfiles.update(card?.Token ?? '', (d) => {
    d.Behaviour = 'authenticate_always';
  });
}

describe('postpay addon', () => {
  it('charges the default card and puts the addon on the service at once', async () => {
    const token = await m.tokenOf(ANA);
    const bought = await m.call('POST', '/postpay/addon', {
      token,
      body: postpayAddon('postpay-roaming-7d'),
    });
    expect(bought.body.Status).toBe('completed');
    expect(productOf(bought.body).Addons.map((a) => a.Name)).toContain('Roaming 7 days');
    const intents = m.ctx.db.paymentIntents.where((p) => p.CustomerUUID === ana && p.Status === 'succeeded');
    expect(
      intents.some((p) => p.AmountCents === 2900 && p.PaymentMethodUUID === personaCardUuid('ana')),
    ).toBe(true);
  });

  it('answers pending_payment with a client secret for a card that asks for a challenge, then completes once', async () => {
    const token = await m.tokenOf(ANA);
    await challengeEveryPayment(personaCardUuid('ana'));
    const body = postpayAddon('postpay-data-5gb', { IdempotencyKey: 'buy-5gb-1' });
    const first = await m.call('POST', '/postpay/addon', { token, body });
    expect(first.body).toMatchObject({
      Status: 'pending_payment',
      ClientSecret: expect.stringMatching(/^pi_/),
    });
    const passed = await m.call('POST', '/payments/v1/payment_intents/authenticate', {
      token,
      body: { ClientSecret: first.body.ClientSecret, Outcome: 'pass' },
    });
    expect(passed.body.Status).toBe('succeeded');
    const again = await m.call('POST', '/postpay/addon', { token, body });
    const twice = await m.call('POST', '/postpay/addon', { token, body });
    expect(again.body.Status).toBe('completed');
    const boosts = productOf(twice.body).Addons.filter((a) => a.Name === 'Data boost 5GB');
    // The fixture's boost plus the one bought: the repeated call adds nothing more.
    expect(boosts).toHaveLength(2);
  });

  it('says "Payment processing error" when the card is declined, and refuses a prepay addon or another’s service', async () => {
    const token = await m.tokenOf(ANA);
    m.ctx.sim.setScenario('payments.decline', true);
    const declined = await m.call('POST', '/postpay/addon', {
      token,
      body: postpayAddon('postpay-data-5gb'),
    });
    expect(declined).toMatchObject({ status: 402, body: { err_message: 'Payment processing error' } });
    m.ctx.sim.setScenario('payments.decline', false);
    const wrongKind = await m.call('POST', '/postpay/addon', {
      token,
      body: {
        ...postpayAddon('prepay-data-1gb'),
        AddonCatalogEntryUUID: catalogueEntryUuid('prepay-data-1gb'),
      },
    });
    expect(wrongKind.body.err_message).toBe('Addon available product not found');
    const foreign = await m.call('POST', '/postpay/addon', {
      token: await m.tokenOf(TAMA),
      body: postpayAddon('postpay-data-5gb'),
    });
    expect(foreign.status).toBe(404);
  });
});

describe('prepay addon', () => {
  it('pays from credit, and says what is missing when the credit is short', async () => {
    const token = await m.tokenOf(TAMA);
    const bought = await m.call('POST', prepayAddonPath('prepay-data-1gb'), { token, body: prepayBody });
    expect(productOf(bought.body).MainBalCreditCents).toBe(2350 - 300);
    const short = await m.call('POST', prepayAddonPath('prepay-12gb'), { token, body: prepayBody });
    expect(short).toMatchObject({
      status: 402,
      body: {
        err_code: 'insufficient_funds',
        err_message: 'Not enough money to cover the transaction. Please Top-up $8.50 more to buy an addon',
      },
    });
  });

  it('says "Not enough balance" without credit', async () => {
    await m.ctx.db.mobileProducts.update(tamaMobile, (d) => {
      d.MainBalCreditCents = 0;
    });
    const none = await m.call('POST', prepayAddonPath('prepay-data-1gb'), {
      token: await m.tokenOf(TAMA),
      body: prepayBody,
    });
    expect(none).toMatchObject({ status: 402, body: { err_message: 'Not enough balance' } });
  });

  it('buys the first plan of a pre-activated SIM by card', async () => {
    const spare = mobileProductUuid('tama:spare');
    const res = await m.call(
      'POST',
      `/customer/${tama}/prepay_addon_initial/${spare}/${availabilityUuid('prepay-3gb')}`,
      { token: await m.tokenOf(TAMA), body: { ...prepayBody, PaymentMethodGateway: 'stripe' } },
    );
    expect(res.body.Status).toBe('completed');
    expect(productOf(res.body).Addons.map((a) => a.Name)).toEqual(['Prepay Value 3GB']);
  });
});

describe('auto-renew and plan changes', () => {
  const anaPlan = async () =>
    (await m.call('GET', `/customers/${ana}/products/mobile/${anaMobile}`, { token: await m.tokenOf(ANA) }))
      .body as unknown as MobileProduct;

  it('turns auto-renew off and on again for the plan', async () => {
    const token = await m.tokenOf(ANA);
    const plan = (await anaPlan()).Addons[0];
    const body = { MobileAddonUUID: plan?.UUID, MobileUUID: anaMobile, CustomerUUID: ana, AutoRenew: false };
    const off = await m.call('POST', '/update/change-addon-auto-renew', { token, body });
    expect(off.body).toMatchObject({ is_autoRenew: false });
    expect((off.body as unknown as MobileProduct).Addons[0]?.AutoRenew).toBe(false);
    const on = await m.call('POST', '/update/change-addon-auto-renew', {
      token,
      body: { ...body, AutoRenew: true },
    });
    expect(on.body).toMatchObject({ is_autoRenew: true });
  });

  it('schedules a change for the next period, which takes over when the clock passes the period end', async () => {
    const token = await m.tokenOf(ANA);
    const before = await anaPlan();
    const old = before.Addons.find((a) => a.isBasePlan);
    const body = {
      NewAddonAutoRenew: true,
      ChangeNow: false,
      NewAddonAvailabilityUUID: availabilityUuid('postpay-endless'),
      OldAddonUUID: old?.UUID,
      CustomerUUID: ana,
      MobileUUID: anaMobile,
    };
    const scheduled = await m.call('POST', '/eshop/customer/change-plan', { token, body });
    expect(productOf(scheduled.body).ScheduledPlan).toMatchObject({
      Name: 'Postpay Endless',
      FromNanos: old?.ExpiresAtNanos,
    });
    expect(productOf(scheduled.body).Addons[0]?.Name).toBe('Postpay Plus 40GB');
    const again = await m.call('POST', '/eshop/customer/change-plan', {
      token,
      body: { ...body, NewAddonAvailabilityUUID: availabilityUuid('postpay-12gb') },
    });
    expect(again.status).toBe(409);
    m.ctx.sim.clock.advance((old?.ExpiresAtNanos ?? 0) / 1e6 - m.ctx.sim.clock.now() + 1000);
    const after = await anaPlan();
    expect(after.Addons[0]?.Name).toBe('Postpay Endless');
    expect(after.ScheduledPlan).toBeUndefined();
    expect(after.Details.data).toBe('Unlimited');
  });

  it('changes now by charging the card, and refuses the same plan and a suspended service', async () => {
    const token = await m.tokenOf(ANA);
    const old = (await anaPlan()).Addons.find((a) => a.isBasePlan);
    const body = {
      NewAddonAutoRenew: true,
      ChangeNow: true,
      NewAddonAvailabilityUUID: availabilityUuid('postpay-40gb'),
      OldAddonUUID: old?.UUID,
      CustomerUUID: ana,
      MobileUUID: anaMobile,
    };
    const same = await m.call('POST', '/eshop/customer/change-plan', { token, body });
    expect(same).toMatchObject({ status: 409, body: { err_message: 'You already have this plan' } });
    const now = await m.call('POST', '/eshop/customer/change-plan', {
      token,
      body: { ...body, NewAddonAvailabilityUUID: availabilityUuid('postpay-12gb') },
    });
    expect(productOf(now.body).Addons[0]?.Name).toBe('Postpay Essential 12GB');

    const suspended = personaCustomerUuid('suspended');
    const sMobile = mobileProductUuid('suspended');
    const sToken = await m.tokenOf('suspended@example.co.nz');
    const sOld = m.ctx.db.mobileProducts.find(sMobile)?.Addons[0];
    const refused = await m.call('POST', '/eshop/customer/change-plan', {
      token: sToken,
      body: { ...body, OldAddonUUID: sOld?.UUID, CustomerUUID: suspended, MobileUUID: sMobile },
    });
    expect(refused.body.err_message).toBe('You cannot switch plans whilst your service is suspended');
  });
});

describe('paying an addon through a parent billing route', () => {
  const mereWork = personaCustomerUuid('multi', 1);
  const mereWorkMobile = mobileProductUuid('multi:work');
  const byRoute = {
    Subscribe: false,
    PAYG: false,
    AuthorizeOnly: false,
    PaymentMethodGateway: 'billing-route',
    BillingRouteUUID: ANA_PAYS_MERE,
  };
  const path = (key: string) =>
    `/customer/${mereWork}/prepay_addon_initial/${mereWorkMobile}/${availabilityUuid(key)}`;

  it('charges the route, and says "Spend limit is over" once the route has too little left', async () => {
    const token = await m.tokenOf('multi.accounts@example.co.nz');
    const bought = await m.call('POST', path('prepay-idd-50'), { token, body: byRoute });
    expect(bought.body.Status).toBe('completed');
    expect(productOf(bought.body).Addons.map((a) => a.Name)).toContain('International minutes 50');
    // $50.00 a month with $12.50 paid before and $10.00 now: $27.50 left, less than three more.
    for (let i = 0; i < 2; i++) await m.call('POST', path('prepay-idd-50'), { token, body: byRoute });
    const over = await m.call('POST', path('prepay-idd-50'), { token, body: byRoute });
    expect(over).toMatchObject({ status: 402, body: { err_message: 'Spend limit is over' } });
  });
});

describe('a purchase still being processed', () => {
  it('answers pending_payment without a client secret and adds nothing while addons.pending is on', async () => {
    m.ctx.sim.setScenario('addons.pending', true);
    const token = await m.tokenOf(ANA);
    const pending = await m.call('POST', '/postpay/addon', {
      token,
      body: postpayAddon('postpay-roaming-7d'),
    });
    expect(pending.body.Status).toBe('pending_payment');
    expect(pending.body.ClientSecret).toBeUndefined();
    expect(productOf(pending.body).Addons.map((a) => a.Name)).not.toContain('Roaming 7 days');
    m.ctx.sim.setScenario('addons.pending', false);
    const done = await m.call('POST', '/postpay/addon', { token, body: postpayAddon('postpay-roaming-7d') });
    expect(productOf(done.body).Addons.map((a) => a.Name)).toContain('Roaming 7 days');
  });
});

describe('setting prepay credit through the control API', () => {
  it('sets the credit of a prepay service by its number, and refuses a postpay one', async () => {
    const set = (MSISDN: string, creditCents: number) =>
      fetch('http://api.test/__mock/prepay-credit', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ MSISDN, creditCents }),
      });
    expect((await set('64211234502', 0)).status).toBe(200);
    expect(m.ctx.db.mobileProducts.find(tamaMobile)?.MainBalCreditCents).toBe(0);
    expect((await set('64211234501', 500)).status).toBe(404);
  });
});
