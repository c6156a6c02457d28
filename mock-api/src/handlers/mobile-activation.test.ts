import {
  availabilityUuid,
  catalogueEntryUuid,
  mobileProductUuid,
  personaCardUuid,
  personaCustomerUuid,
  PREACTIVATED_SIMS,
} from '@portal/fixtures';
import { ERRORS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

const m = accessMock();
const TAMA = 'tama.prepay@example.co.nz';
const NEW = 'new.customer@example.co.nz';
const tama = personaCustomerUuid('tama');
const newcomer = personaCustomerUuid('new');
const spare = mobileProductUuid(PREACTIVATED_SIMS.tamaSpare.name);
const newSim = mobileProductUuid(PREACTIVATED_SIMS.newcomer.name);

async function smsCode(token: string) {
  const sent = await m.call('POST', '/v3/adopt_by_sim_sms', {
    token,
    body: { CustomerUUID: tama, SIMID: PREACTIVATED_SIMS.tamaSpare.SIMID },
  });
  expect(sent.status).toBe(200);
  const sms = m.outbox(PREACTIVATED_SIMS.tamaSpare.MSISDN)[0];
  return { adoption: sent.body, sms };
}

describe('adoption by SMS', () => {
  it('sends a code and a link to the SIM, and adopts it with the right code', async () => {
    const token = await m.tokenOf(TAMA);
    const { adoption, sms } = await smsCode(token);
    expect(adoption).toMatchObject({ Status: 'code_sent', To: '••• ••• 4561' });
    expect(sms?.Link).toMatch(/^\/activation\/[0-9a-f]+$/);
    const wrong = await m.call('POST', '/v3/adopt_by_sim_sms', {
      token,
      body: {
        CustomerUUID: tama,
        SIMID: PREACTIVATED_SIMS.tamaSpare.SIMID,
        Code: '000000' === sms?.Code ? '111111' : '000000',
      },
    });
    expect(wrong.body.err_message).toBe('The verification code is incorrect.');
    const right = await m.call('POST', '/v3/adopt_by_sms', {
      token,
      body: { CustomerUUID: tama, MSISDN: '021 123 4561', Code: sms?.Code },
    });
    expect(right.body).toMatchObject({ Status: 'adopted', AuthResponse: { JWT: expect.any(String) } });
  });

  it("does not find another account's SIM, a number nobody has, or activate an active one", async () => {
    const token = await m.tokenOf(TAMA);
    const foreign = await m.call('POST', '/v3/adopt_by_sim_sms', {
      token,
      body: { CustomerUUID: tama, SIMID: PREACTIVATED_SIMS.newcomer.SIMID },
    });
    expect(foreign.body.err_message).toBe("Sorry, we haven't found your Phone number or SIM ID.");
    const active = await m.call('POST', '/v3/adopt_by_sms', {
      token,
      body: { CustomerUUID: tama, MSISDN: '64211234502' },
    });
    expect(active.body.err_message).toBe('This service is already active');
  });

  it('adopts by link, and an expired link is refused but sends a new SMS when asked', async () => {
    let token = await m.tokenOf(TAMA);
    const { sms } = await smsCode(token);
    const linkToken = sms?.Link?.split('/').pop() ?? '';
    m.ctx.sim.clock.advance(25 * 3600_000);
    token = await m.tokenOf(TAMA);
    const expired = await m.call('POST', '/v3/adopt_by_token', {
      token,
      body: { CustomerUUID: tama, Token: linkToken },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.err_message).toBe('Your activation link has expired');
    const resent = await m.call('POST', '/v3/adopt_by_token', {
      token,
      body: { CustomerUUID: tama, Token: linkToken, Resend: true },
    });
    expect(resent.body.Status).toBe('code_sent');
    const fresh = m.outbox(PREACTIVATED_SIMS.tamaSpare.MSISDN)[0];
    expect(fresh?.Link).not.toBe(sms?.Link);
    const adopted = await m.call('POST', '/v3/adopt_by_token', {
      token,
      body: { CustomerUUID: tama, Token: fresh?.Link?.split('/').pop() },
    });
    expect(adopted.body.Status).toBe('adopted');
    const bad = await m.call('POST', '/v3/adopt_by_token', {
      token,
      body: { CustomerUUID: tama, Token: 'nope-nope-nope' },
    });
    expect(bad.body.err_code).toBe('TOKEN_ERROR');
  });

  it('cannot adopt by IP, and resumes an adoption by its id', async () => {
    const token = await m.tokenOf(TAMA);
    const ip = await m.call('POST', '/v3/adopt_by_ip', { token, body: { CustomerUUID: tama } });
    expect(ip.body.err_code).toBe('CANT_ADOPT_BY_IP');
    const { adoption } = await smsCode(token);
    const id = (adoption.AdoptionRequest as { UUID: string }).UUID;
    const resumed = await m.call('GET', `/v3/adoption_token_resume/${id}`, { token });
    expect(resumed.body).toMatchObject({
      Status: 'code_sent',
      AdoptionRequest: { ProductInstanceUUID: spare },
    });
  });
});

describe('activation', () => {
  it('authorises a card for a monthly plan without charging it, and refuses one the bank declines', async () => {
    const token = await m.tokenOf(TAMA);
    const authorise = (PaymentMethodID: string) =>
      m.call('POST', `/customer/${tama}/service/${spare}/activate/true`, {
        token,
        body: { AuthorizeOnly: true, PaymentMethodID, PaymentMethodType: 'card' },
      });
    const card = personaCardUuid('tama');
    const charges = m.ctx.db.paymentIntents.where((p) => p.CustomerUUID === tama).length;
    expect((await authorise(card)).body).toMatchObject({ DryActivation: true });
    expect(m.ctx.db.paymentIntents.where((p) => p.CustomerUUID === tama)).toHaveLength(charges);
    const stored = m.ctx.db.paymentMethods.find(card);
    await m.ctx.db.cardProfiles.update(stored?.Token ?? '', (d) => {
      d.Behaviour = 'generic_decline';
    });
    const refused = await authorise(card);
    expect(refused.status).toBe(402);
    expect(refused.body.err_message).toBe(ERRORS.card_authorization_error);
    expect((await authorise(crypto.randomUUID())).body.err_message).toBe(ERRORS.card_authorization_error);
  });

  it('activates a pre-activated SIM after its timeline, read from the clock', async () => {
    const token = await m.tokenOf(TAMA);
    const dry = await m.call('POST', `/customer/${tama}/service/${spare}/activate/true`, { token, body: {} });
    expect(dry.body).toMatchObject({ DryActivation: true, State: 'not_started' });
    const started = await m.call('POST', `/customer/${tama}/service/${spare}/activate/false`, {
      token,
      body: {},
    });
    expect(started.body.State).toBe('activating');
    const early = await m.call('GET', `/sim/metadata/${spare}`, { token });
    expect(early.body).toMatchObject({ Status: 2, Activation: { State: 'activating' } });
    m.ctx.sim.clock.advance(31_000);
    const done = await m.call('GET', `/sim/metadata/${spare}`, { token });
    expect(done.body).toMatchObject({ Status: 4, Activation: { State: 'active' } });
    expect(done.body.BillingReference).toMatch(/^prepay-/);
    const again = await m.call('POST', `/customer/${tama}/service/${spare}/activate/true`, {
      token,
      body: {},
    });
    expect(again.body.err_message).toBe('This service is already active');
  });

  it('fails with activation.fail and takes close to 250 s with activation.slow', async () => {
    const token = await m.tokenOf(TAMA);
    m.ctx.sim.setScenario('activation.fail', true);
    await m.call('POST', `/customer/${tama}/service/${spare}/activate/false`, { token, body: {} });
    m.ctx.sim.clock.advance(31_000);
    const failed = await m.call('GET', `/sim/metadata/${spare}`, { token });
    expect(failed.body).toMatchObject({ Status: 2, Activation: { State: 'failed' } });
    m.ctx.sim.setScenario('activation.fail', false);
    m.ctx.sim.setScenario('activation.slow', true);
    await m.call('POST', `/customer/${tama}/service/${spare}/activate/false`, { token, body: {} });
    m.ctx.sim.clock.advance(200_000);
    const slow = await m.call('GET', `/sim/metadata/${spare}`, { token });
    expect(slow.body).toMatchObject({ Activation: { State: 'activating', ElapsedSeconds: 200 } });
    m.ctx.sim.setScenario('activation.slow', false);
  });

  it('fails the credit check for a monthly plan with credit-check.fail, and prepay is then possible', async () => {
    const token = await m.tokenOf(NEW);
    m.ctx.sim.setScenario('credit-check.fail', true);
    const check = await m.call('PUT', '/sim/v1/product-type/true', {
      token,
      body: { CustomerUUID: newcomer, ProductInstanceUUID: newSim, Type: 'postpay' },
    });
    expect(check.body.err_message).toBe('Credit check failed');
    const prepay = await m.call('PUT', '/sim/v1/product-type/false', {
      token,
      body: { CustomerUUID: newcomer, ProductInstanceUUID: newSim, Type: 'payg' },
    });
    expect(prepay.body).toMatchObject({ ProductType: 'prepaymobileAddon', is_payg: true });
    m.ctx.sim.setScenario('credit-check.fail', false);
  });

  it('starts a SIM on PAYG and answers 412 to a dry run of a monthly SIM without a plan', async () => {
    const token = await m.tokenOf(NEW);
    await m.call('PUT', '/sim/v1/product-type/false', {
      token,
      body: { CustomerUUID: newcomer, ProductInstanceUUID: newSim, Type: 'postpay' },
    });
    const dry = await m.call('POST', `/customer/${newcomer}/service/${newSim}/activate/true`, {
      token,
      body: {},
    });
    expect(dry.status).toBe(412);
    const noCard = await m.call('POST', '/postpay/activation', {
      token,
      body: {
        Subscribe: true,
        CustomerUUID: newcomer,
        MobileProductUUID: newSim,
        ProductAvailabilityUUID: availabilityUuid('postpay-12gb'),
        ProductCatalogUUID: catalogueEntryUuid('postpay-12gb'),
      },
    });
    expect(noCard.body.err_message).toBe('No card');
    const payg = await m.call('POST', '/payg/activation', {
      token,
      body: {
        Subscribe: false,
        CustomerUUID: newcomer,
        MobileProductUUID: newSim,
        ProductAvailabilityUUID: availabilityUuid('payg-casual'),
        ProductCatalogUUID: catalogueEntryUuid('payg-casual'),
      },
    });
    expect(payg.body.State).toBe('activating');
    m.ctx.sim.clock.advance(31_000);
    const products = await m.call('GET', `/customers/${newcomer}/products/mobile/${newSim}`, { token });
    expect(products.body).toMatchObject({ Status: 4, BillingReference: expect.stringMatching(/^payg-/) });
  });
});
