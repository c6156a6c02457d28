import { mobileProductUuid, personaCustomerUuid } from '@portal/fixtures';
import { addonPeriodEnd, addonState, type MobileProduct } from '@portal/shared';
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
  it('renews a postpay plan with auto-renew on onto the bill, never charging the card for it', async () => {
    const plan = planOf(await anaProduct());
    expect(plan?.AutoRenew).toBe(true);
    passNanos(plan?.ExpiresAtNanos ?? 0);
    const renewed = planOf(await anaProduct());
    expect(renewed?.StartedAtNanos).toBe(plan?.ExpiresAtNanos);
    expect(addonState(renewed!, m.ctx.sim.clock.now())).toBe('active');
    await anaProduct();
    // The plan is on every period's invoice already: a card charge as well would bill it twice.
    expect(renewalCharges()).toHaveLength(0);
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
    expect(after?.RenewalFailedAtNanos).toBe(planOf(await anaProduct())?.RenewalFailedAtNanos);
  });
});

describe('prepay renewal', () => {
  const TAMA = 'tama.prepay@example.co.nz';
  const tama = personaCustomerUuid('tama');
  const tamaProduct = async (): Promise<MobileProduct> => {
    const res = await m.call('GET', `/customers/${tama}/products/mobile/${mobileProductUuid('tama')}`, {
      token: await m.tokenOf(TAMA),
    });
    return res.body as unknown as MobileProduct;
  };
  const cardCharges = () => m.ctx.db.paymentIntents.where((p) => p.CustomerUUID === tama);
  const autoTopUps = () => m.ctx.db.topUps.where((t) => t.CustomerUUID === tama && t.Source === 'auto');

  it('takes the price from the credit, and charges the card only for an auto top-up when the credit is short', async () => {
    const before = await tamaProduct();
    const plan = planOf(before)!;
    const credit = before.MainBalCreditCents ?? 0;
    expect(credit).toBeLessThan(plan.Cents);
    passNanos(plan.ExpiresAtNanos);
    const after = await tamaProduct();
    const renewedPlan = planOf(after)!;
    expect(renewedPlan.StartedAtNanos).toBe(plan.ExpiresAtNanos);
    // No card payment for the renewal itself: the only card charge is the auto top-up ($20), dated at the period end.
    expect(cardCharges().filter((p) => p.Description.startsWith('Renewal of'))).toHaveLength(0);
    const topUps = autoTopUps();
    expect(topUps.find((t) => t.CreatedAtNanos === plan.ExpiresAtNanos)).toMatchObject({ AmountCents: 2000 });
    // Every renewal of every addon (the weekly data pack renews more than once) came out of the credit.
    const renewedCents = before.Addons.reduce((sum, a) => {
      const now = after.Addons.find((b) => b.UUID === a.UUID)!;
      let periods = 0;
      for (let end = a.ExpiresAtNanos; end <= now.StartedAtNanos && a.AutoRenew; periods++)
        end = addonPeriodEnd(end / 1e6, a.Characteristics) * 1e6;
      return sum + periods * a.Cents;
    }, 0);
    const toppedUp = topUps.reduce((sum, t) => sum + t.AmountCents, 0);
    expect(after.MainBalCreditCents).toBe(credit + toppedUp - renewedCents);
    // Each renewal is dated at its own period end: no two top-ups share a moment.
    expect(new Set(topUps.map((t) => t.CreatedAtNanos)).size).toBe(topUps.length);
  });

  it('with the auto top-up declined leaves the renewal unpaid and the plan expired', async () => {
    m.ctx.sim.setScenario('payments.decline', true, tama);
    const plan = planOf(await tamaProduct())!;
    const credit = (await tamaProduct()).MainBalCreditCents;
    passNanos(plan.ExpiresAtNanos);
    const after = await tamaProduct();
    expect(planOf(after)?.RenewalFailedAtNanos).toBe(plan.ExpiresAtNanos);
    expect(addonState(planOf(after)!, m.ctx.sim.clock.now())).toBe('renewal-failed');
    expect(after.MainBalCreditCents).toBeLessThanOrEqual(credit ?? 0);
    expect(m.ctx.db.autoTopUps.find(tama)?.status).toBe('off');
  });
});
