import { describe, expect, it } from 'vitest';
import { personaCustomerUuid, planUuid, storeProductUuid } from '@portal/fixtures';
import { CUSTOMER, storeMock } from '../handlers/provider-store/store.test-kit';

const m = storeMock();
const ana = personaCustomerUuid('ana');
const product = storeProductUuid('ana-active');
const change = async (plan: string, Mode?: 'NOW' | 'LATER') =>
  m.raw('POST', `/ufb/v1/service/${product}/change-plan`, {
    token: await m.tokenOf(CUSTOMER),
    body: { CustomerUUID: ana, ProductAvailabilityUUID: planUuid(plan), ...(Mode ? { Mode } : {}) },
  });

describe('changing a fibre plan', () => {
  it('takes over at the next period by default, and refuses the plan already chosen', async () => {
    const later = await change('fast');
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({
      PlanName: 'Fibre Max',
      ScheduledPlan: { PlanUUID: planUuid('fast') },
    });
    expect((await change('fast')).body).toMatchObject({ err_message: 'you already have this plan' });
    expect((await change('everyday')).status).toBe(200);
  });

  it('refuses the plan in force while a change to another waits, and keeps the change waiting', async () => {
    await change('fast');
    for (const mode of ['LATER', 'NOW'] as const) {
      const again = await change('max', mode);
      expect(again).toMatchObject({ status: 409, body: { err_message: 'you already have this plan' } });
    }
    const services = (
      await m.raw('GET', `/customers/${ana}/products/ufb`, { token: await m.tokenOf(CUSTOMER) })
    ).body.UFBProducts as { UUID: string }[];
    expect(services.find((s) => s.UUID === product)).toMatchObject({
      PlanName: 'Fibre Max',
      ScheduledPlan: { PlanUUID: planUuid('fast') },
    });
  });

  it('changes now when asked, and refuses the current plan', async () => {
    expect((await change('max', 'NOW')).body.err_message).toBe('you already have this plan');
    expect((await change('everyday', 'NOW')).body).toMatchObject({ PlanName: 'Fibre Everyday' });
  });

  it('is blocked while the service is suspended', async () => {
    await m.call('PUT', `/UFB/${product}`, { body: { State: 'suspended', Note: 'Unpaid bills' } });
    const res = await change('fast');
    expect(res.status).toBe(409);
    expect(res.body.err_message).toBe('You cannot switch plans whilst your service is suspended');
  });
});
