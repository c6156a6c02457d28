import { demoFlags, referenceFlags } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { shownWays } from './ways-in-shown';

describe("the home page's ways in", () => {
  it('offers paying a bill to visitors only with pay_bill_on_home and anonymous pay-bill on', () => {
    expect(shownWays(demoFlags, true)).toContain('payBill');
    expect(shownWays({ ...demoFlags, pay_bill_on_home: false }, true)).not.toContain('payBill');
    expect(shownWays({ ...demoFlags, anonymous_pay_bill: false }, true)).not.toContain('payBill');
    expect(referenceFlags.pay_bill_on_home).toBe(false);
    expect(shownWays(referenceFlags, true)).not.toContain('payBill');
  });

  it('never offers recharge or paying a bill to a signed-in customer', () => {
    expect(shownWays(demoFlags, false)).toEqual(['plans', 'broadband', 'sims', 'international']);
    expect(shownWays(demoFlags, true)).toEqual([
      'plans',
      'broadband',
      'sims',
      'international',
      'recharge',
      'payBill',
    ]);
  });
});
