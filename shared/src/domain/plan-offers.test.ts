import { describe, expect, it } from 'vitest';
import type { CataloguePlan } from '../entities/mobile-catalogue';
import { hasOffer, internationalPlans, plansWithOffers } from './plan-offers';

const plan = (Name: string, fields: Partial<CataloguePlan>): CataloguePlan =>
  ({
    Name,
    isBasePlan: false,
    cost: 1000,
    discount: 0,
    offer_credit: 0,
    Characteristics: {},
    ...fields,
  }) as CataloguePlan;

const base = plan('Plus', { isBasePlan: true, discount: 1000 });
const credit = plan('Value', { isBasePlan: true, offer_credit: 500 });
const plain = plan('Essential', { isBasePlan: true });
const calling = plan('International minutes 50', {
  Characteristics: { 'ocs.RecurringIDDVoiceAllowance': '50' },
});
const roaming = plan('Roaming 7 days', {
  cost: 2900,
  Characteristics: { 'ocs.RecurringDataAllowance': '1024', 'ocs.RecurringIDDVoiceAllowance': '100' },
});
const data = plan('Data boost', { Characteristics: { 'ocs.RecurringDataAllowance': '5120' } });

describe('plan offers', () => {
  it('are the plans with a discount or offer credit, biggest saving first', () => {
    expect(hasOffer(plain)).toBe(false);
    expect(hasOffer(base)).toBe(true);
    expect(hasOffer(credit)).toBe(true);
    expect(plansWithOffers([plain, credit, base]).map((p) => p.Name)).toEqual(['Plus', 'Value']);
  });
});

describe('international plans', () => {
  it('are the addons that call or roam overseas, cheapest first', () => {
    expect(internationalPlans([roaming, base, data, calling]).map((p) => p.Name)).toEqual([
      'International minutes 50',
      'Roaming 7 days',
    ]);
  });
});
