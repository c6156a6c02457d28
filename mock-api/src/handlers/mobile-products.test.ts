import { mobileProductUuid, personaCustomerUuid, PREACTIVATED_SIMS } from '@portal/fixtures';
import { currentProduct, type MobileProduct } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const ana = personaCustomerUuid('ana');
const tama = personaCustomerUuid('tama');

const productsOf = async (uuid: string, email: string) =>
  (await m.call('GET', `/customers/${uuid}/products/mobile`, { token: await m.tokenOf(email) })).body
    .MobileProducts as MobileProduct[];

describe('mobile products', () => {
  it('lists the account’s services, oldest first, with the current one active', async () => {
    const list = await productsOf(tama, TAMA);
    expect(list.map((p) => p.Status)).toEqual([4, 2]);
    expect(list[1]?.SIMID).toBe(PREACTIVATED_SIMS.tamaSpare.SIMID);
    expect(currentProduct(list)?.BillingReference).toMatch(/^prepay/);
    expect(currentProduct(list)?.MainBalCreditCents).toBeGreaterThan(0);
  });

  it('answers one service, and 404 for another account’s service under one’s own account', async () => {
    const token = await m.tokenOf(ANA);
    const own = await m.call('GET', `/customers/${ana}/products/mobile/${mobileProductUuid('ana')}`, {
      token,
    });
    expect(own.body).toMatchObject({ MSISDN: '64211234501', Status: 4, ProductType: 'postpaymobile' });
    const other = await m.call('GET', `/customers/${ana}/products/mobile/${mobileProductUuid('tama')}`, {
      token,
    });
    expect(other.status).toBe(404);
    const foreign = await m.call('GET', `/customers/${tama}/products/mobile`, { token });
    expect(foreign.status).toBe(404);
  });

  it('lists the addons of the account from its services', async () => {
    const addons = await m.call('GET', `/customer/${ana}/addons`, { token: await m.tokenOf(ANA) });
    expect(addons.body.Addons).toEqual([
      expect.objectContaining({ Name: 'Postpay Plus 40GB', Kind: 'plan', CustomerUUID: ana }),
      expect.objectContaining({ Name: 'Data boost 5GB', Kind: 'data' }),
    ]);
  });
});

describe('mobile catalogue', () => {
  it('answers postpay plans, prepay plans and multi-SIM plans without signing in', async () => {
    const postpay = await m.call('GET', '/v1/68/postpay_mobile_plans');
    expect((postpay.body.PostpayMobilePlans as { Name: string }[]).map((p) => p.Name)).toContain(
      'Postpay Plus 40GB',
    );
    const prepay = await m.call('GET', '/v3/68/prepay_mobile_plans');
    expect((prepay.body.PrepayAddons as { is_payg: boolean }[]).some((p) => p.is_payg)).toBe(true);
    const family = await m.call('POST', '/v2/68/multi_sim_plans', { body: { Kind: 'family' } });
    expect(family.body.MultiSimPlans).toEqual([
      expect.objectContaining({ Kind: 'family', MinSimsAvailable: 2 }),
    ]);
    expect((await m.call('GET', '/v1/69/postpay_mobile_plans')).status).toBe(400);
  });
});
