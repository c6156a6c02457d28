import { mobileProductUuid, personaCustomerUuid } from '@portal/fixtures';
import { addonState, type MobileProduct } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const ana = personaCustomerUuid('ana');

async function anaProduct(): Promise<MobileProduct> {
  const res = await m.call('GET', `/customers/${ana}/products/mobile/${mobileProductUuid('ana')}`, {
    token: await m.tokenOf(ANA),
  });
  return res.body as unknown as MobileProduct;
}

const planOf = (product: MobileProduct) => product.Addons.find((a) => a.isBasePlan);
const renewalCharges = () =>
  m.ctx.db.paymentIntents.where((p) => p.CustomerUUID === ana && p.Description.startsWith('Renewal of'));

/** Moves the clock just past an instant in nanoseconds. */
const passNanos = (nanos: number) => m.ctx.sim.clock.advance(nanos / 1e6 - m.ctx.sim.clock.now() + 1000);

describe('renewal at the period end', () => {
  it('renews a plan with auto-renew on by charging the default card, once per period', async () => {
    const plan = planOf(await anaProduct());
    expect(plan?.AutoRenew).toBe(true);
    passNanos(plan?.ExpiresAtNanos ?? 0);
    const renewed = planOf(await anaProduct());
    expect(renewed?.StartedAtNanos).toBe(plan?.ExpiresAtNanos);
    expect(addonState(renewed!, m.ctx.sim.clock.now())).toBe('active');
    // Reading again in the same period charges nothing more.
    await anaProduct();
    expect(renewalCharges()).toHaveLength(1);
    expect(renewalCharges()[0]).toMatchObject({ AmountCents: plan?.Cents, Status: 'succeeded' });
  });

  it('leaves a plan or addon with auto-renew off to expire without a charge', async () => {
    const token = await m.tokenOf(ANA);
    const plan = planOf(await anaProduct());
    await m.call('POST', '/update/change-addon-auto-renew', {
      token,
      body: {
        CustomerUUID: ana,
        MobileUUID: mobileProductUuid('ana'),
        MobileAddonUUID: plan?.UUID,
        AutoRenew: false,
      },
    });
    passNanos(plan?.ExpiresAtNanos ?? 0);
    const after = planOf(await anaProduct());
    expect(addonState(after!, m.ctx.sim.clock.now())).toBe('expired');
    expect(renewalCharges()).toHaveLength(0);
  });

  it('under renewal.decline the charge fails and the plan stays expired, saying why', async () => {
    m.ctx.sim.setScenario('renewal.decline', true, ana);
    const plan = planOf(await anaProduct());
    passNanos(plan?.ExpiresAtNanos ?? 0);
    const after = planOf(await anaProduct());
    expect(after?.RenewalFailedAtNanos).toBe(plan?.ExpiresAtNanos);
    expect(addonState(after!, m.ctx.sim.clock.now())).toBe('renewal-failed');
    // A failed renewal is not retried on the next read.
    await anaProduct();
    expect(renewalCharges()).toHaveLength(1);
    expect(renewalCharges()[0]?.Status).not.toBe('succeeded');
  });
});
