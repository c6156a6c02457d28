import { personaCustomerUuid, planUuid } from '@portal/fixtures';
import { describe, expect, it } from 'vitest';
import { accessMock } from '../handlers/access.test-kit';

/* An account whose only billed service is fibre has a bill: the fibre plan, monthly, on the account. */

const m = accessMock();
const NEW = 'new.customer@example.co.nz';
const newcomer = personaCustomerUuid('new');
const DAY = 86_400_000;

const placeFibre = () =>
  fetch('http://api.test/__mock/shop/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      CustomerUUID: newcomer,
      Lines: [
        {
          ServiceType: 'UFB',
          ItemUUID: planUuid('max'),
          Name: 'Fibre Max',
          PriceCents: 9900,
          UFBPlanUUID: planUuid('max'),
          ServiceAddress: '12 Queen Street, Auckland Central, Auckland 1010',
        },
      ],
    }),
  }).then((r) => r.json() as Promise<{ Provisioning: { OrderUUID: string } }>);

/** The provider completes the order now, as an operator would in the console. */
async function complete(orderUUID: string) {
  const token = await m.tokenOf('operator@provider.example.nz');
  for (const State of ['acknowledged', 'in_progress', 'completed']) {
    const moved = await m.call('PUT', `/v3/68/UFB_order/${orderUUID}`, { token, body: { State } });
    expect(moved.status).toBe(200);
  }
}

describe('the bill of a fibre customer', () => {
  it('answers the account of a customer with fibre alone, and charges the plan monthly once it is active', async () => {
    const token = await m.tokenOf(NEW);
    const before = await m.call('GET', `/customer/${newcomer}/account`, { token });
    expect(before.status).toBe(409);

    const placed = await placeFibre();
    const ordered = await m.call('GET', `/customer/${newcomer}/account`, { token });
    expect(ordered.status).toBe(200);
    expect(ordered.body).toMatchObject({ Balance: 0 });

    // Active from its first day, then two monthly periods ended: the plan is charged for each.
    await complete(placed.Provisioning.OrderUUID);
    m.ctx.sim.clock.advance(62 * DAY);
    const billed = await m.call('GET', `/customer/${newcomer}/account`, { token: await m.tokenOf(NEW) });
    expect(billed.body).toMatchObject({ Balance: 2 * 9900 });
  });

  it('keeps the bill of an account with postpay mobile as it was', async () => {
    const token = await m.tokenOf('ana.postpay@example.co.nz');
    const ana = await m.call('GET', `/customer/${personaCustomerUuid('ana')}/account`, { token });
    expect(ana.status).toBe(200);
  });
});
