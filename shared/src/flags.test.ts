import { describe, expect, it } from 'vitest';
import { availablePlanKinds, demoFlags, referenceFlags } from './flags';

describe('flag profiles', () => {
  it('keep the reference build’s mobile defaults: postpay plans only, prepay top-up hidden', () => {
    expect(availablePlanKinds(referenceFlags)).toEqual(['postpay']);
    expect(referenceFlags.hide_prepay_topup).toBe(true);
    expect(referenceFlags.hide_prepay_balance_if_zero).toBe(true);
    expect(referenceFlags.change_plan_mode).toBe('LATER');
    expect(referenceFlags.hotspot).toBe(false);
    expect(referenceFlags.carryover).toBe(false);
  });

  it('show prepay top-up and prepay plans in the demo, with hotspot and rollover lines', () => {
    expect(availablePlanKinds(demoFlags)).toEqual(['postpay', 'prepay']);
    expect(demoFlags.hide_prepay_topup).toBe(false);
    expect(demoFlags.hotspot).toBe(true);
    expect(demoFlags.carryover).toBe(true);
    expect(demoFlags.international_plans).toBe(true);
  });

  it('read the plan kinds whatever the spacing and case, ignoring unknown ones', () => {
    expect(availablePlanKinds({ available_plans: ' Prepay , fibre' })).toEqual(['prepay']);
    expect(availablePlanKinds({ available_plans: '' })).toEqual([]);
  });
});
