import { describe, expect, it } from 'vitest';
import { fwaPlanUuid, personaCustomerUuid } from '@portal/fixtures';
import { storeMock } from '../handlers/provider-store/store.test-kit';
import { fwaProductUuid } from './fwa-products';
import { SHOP_SEED_IDS } from './seed';

const m = storeMock();
const MERE = 'multi.accounts@example.co.nz';
const bach = personaCustomerUuid('multi', 2);
const service = fwaProductUuid(SHOP_SEED_IDS.mereFwaOrder);
const change = async (plan: string, opts: { Mode?: 'NOW' | 'LATER'; as?: string } = {}) =>
  m.raw('POST', '/fwa/change-plan', {
    token: await m.tokenOf(opts.as ?? MERE),
    body: {
      UUID: service,
      CustomerUUID: bach,
      ProductAvailabilityUUID: fwaPlanUuid(plan),
      ...(opts.Mode ? { Mode: opts.Mode } : {}),
    },
  });
const services = async () =>
  (await m.raw('GET', `/customers/${bach}/products/fwa`, { token: await m.tokenOf(MERE) })).body
    .FWAProducts as { PlanName: string; ScheduledPlan?: { PlanUUID: string } }[];

describe('changing a fixed-wireless plan', () => {
  it('takes over at the next period by default, and refuses the plan already chosen', async () => {
    const later = await change('5g-unlimited');
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({
      PlanName: 'Wireless Unlimited',
      ScheduledPlan: { PlanUUID: fwaPlanUuid('5g-unlimited') },
    });
    expect((await change('5g-unlimited')).body).toMatchObject({ err_message: 'you already have this plan' });
    expect((await services())[0]?.ScheduledPlan?.PlanUUID).toBe(fwaPlanUuid('5g-unlimited'));
  });

  it('changes now when asked, and refuses the current plan', async () => {
    expect((await change('4g-unlimited', { Mode: 'NOW' })).body.err_message).toBe(
      'you already have this plan',
    );
    const now = await change('5g-unlimited', { Mode: 'NOW' });
    expect(now.body).toMatchObject({
      PlanName: 'Wireless 5G Unlimited',
      PlanUUID: fwaPlanUuid('5g-unlimited'),
    });
    expect(now.body.ScheduledPlan).toBeUndefined();
    expect((await services())[0]?.PlanName).toBe('Wireless 5G Unlimited');
  });

  it('is blocked while the account is suspended', async () => {
    await m.ctx.db.customers.update(bach, (d) => {
      d.AccountState = 'Suspended';
    });
    const res = await change('5g-unlimited');
    expect(res.status).toBe(409);
    expect(res.body.err_message).toBe('You cannot switch plans whilst your service is suspended');
  });

  it("is not found for another customer's login, and for a plan that is not for sale", async () => {
    expect((await change('5g-unlimited', { as: 'ana.postpay@example.co.nz' })).status).toBe(404);
    const unknown = await m.raw('POST', '/fwa/change-plan', {
      token: await m.tokenOf(MERE),
      body: { UUID: service, CustomerUUID: bach, ProductAvailabilityUUID: fwaPlanUuid('none') },
    });
    expect(unknown.body.err_message).toContain('can not find plan');
  });
});
