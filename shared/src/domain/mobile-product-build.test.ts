import { describe, expect, it } from 'vitest';
import type { CataloguePlan } from '../entities/mobile-catalogue';
import type { MobileProduct } from '../entities/mobile-product';
import { addonFromPlan, basePlanFields, withBasePlan } from './mobile-product-build';

const DAY = 86_400_000;
const plan = (over: Partial<CataloguePlan>): CataloguePlan => ({
  UUID: '00000000-0000-4000-8000-000000000001',
  Name: 'Prepay Value 3GB',
  cost: 1900,
  is_payg: false,
  is_fully_paid: false,
  isBasePlan: true,
  BillingReference: 'prepay',
  Characteristics: {
    AllowAutoRenew: 'true',
    'ocs.TimePeriodInterval': '28 days',
    'ocs.RecurringDataAllowance': '3072',
  },
  RecurringRetailPrice: 1900,
  Cents: 1900,
  DataRolloverAllowed: false,
  Availabilities: [
    {
      UUID: '00000000-0000-4000-8000-000000000002',
      ProductCatalogEntryUUID: '00000000-0000-4000-8000-000000000001',
    },
  ],
  origianl_price: 2500,
  discount: 600,
  offer_credit: 0,
  ...over,
});

describe('building a product from the catalogue', () => {
  it('puts a bought plan on for its period, renewing only when asked and renewable', () => {
    const addon = addonFromPlan(plan({}), { UUID: 'a', startedMs: 0, subscribe: true });
    expect(addon).toMatchObject({
      AvailabilityUUID: '00000000-0000-4000-8000-000000000002',
      AutoRenew: true,
    });
    expect(addon.ExpiresAtNanos).toBe(28 * DAY * 1e6);
    expect(addonFromPlan(plan({}), { UUID: 'a', startedMs: 0, subscribe: false }).AutoRenew).toBe(false);
    const once = plan({ Characteristics: { AllowAutoRenew: 'false' } });
    expect(addonFromPlan(once, { UUID: 'a', startedMs: 0, subscribe: true }).AutoRenew).toBe(false);
  });

  it('gives the product type and details of its base plan', () => {
    expect(basePlanFields(plan({}), true)).toMatchObject({
      ProductType: 'prepaymobileAddon',
      price_catalog_cents: 1900,
      originalPrice: 2500,
      is_autoRenew: true,
      Details: { data: '3 GB' },
    });
    expect(basePlanFields(plan({ BillingReference: 'postpay' }), true).ProductType).toBe('postpaymobile');
    expect(basePlanFields(undefined, true)).toMatchObject({ ProductType: '', is_autoRenew: false });
  });

  it('replaces the base plan and keeps the addons bought on top', () => {
    const old = addonFromPlan(plan({ Name: 'Old' }), { UUID: 'old', startedMs: 0, subscribe: true });
    const extra = addonFromPlan(plan({ Name: 'Extra', isBasePlan: false }), {
      UUID: 'x',
      startedMs: 0,
      subscribe: true,
    });
    const product = { Addons: [old, extra] } as MobileProduct;
    const next = addonFromPlan(plan({ Name: 'New' }), { UUID: 'new', startedMs: 0, subscribe: false });
    expect(withBasePlan(product, plan({ Name: 'New' }), next).Addons.map((a) => a.UUID)).toEqual([
      'new',
      'x',
    ]);
  });
});
