import { describe, expect, it } from 'vitest';
import { withUsage } from './widget-usage';

const entry = {
  CarryOverAmount: 900,
  RemainingAmount: 30_000,
  Total: 46_080,
  UsageRule: 'Allowance',
} as const;

describe('dashboard widget with usage', () => {
  it('shows what remains of the allowance this period, rolled-over data apart', () => {
    const whole = { kind: 'amount', total: 46_080, remaining: 46_080 } as const;
    expect(withUsage('Data', whole, [{ ...entry, Type: 'Data' }])).toEqual({
      kind: 'amount',
      total: 46_080,
      remaining: 30_000,
    });
    expect(
      withUsage('Hotspot', whole, [{ ...entry, Type: 'TetheringData', RemainingAmount: 12 }]),
    ).toMatchObject({
      remaining: 12,
    });
  });

  it('keeps the whole allowance without a usage entry, and unlimited as it is', () => {
    const whole = { kind: 'amount', total: 500, remaining: 500 } as const;
    expect(withUsage('SMS', whole, undefined)).toBe(whole);
    expect(withUsage('SMS', whole, [{ ...entry, Type: 'Data' }])).toBe(whole);
    expect(withUsage('Voice', { kind: 'unlimited' }, [{ ...entry, Type: 'Mins' }])).toEqual({
      kind: 'unlimited',
    });
  });
});
