import { describe, expect, it } from 'vitest';
import { offeredQuickFilters, passesQuickFilter } from './plan-filters';

const plan = (Characteristics: Record<string, string>) => ({ Characteristics });
const throttled = plan({ 'ocs.RecurringDataAllowance': '40960', 'ocs.Throttle': '1.2M' });
const limited = plan({ 'ocs.RecurringDataAllowance': '12288' });
const endless = plan({ 'ocs.DataUsageRule': 'Unlimited', 'ocs.Throttle': '2M' });
const casual = plan({ 'ocs.DataUsageRule': 'CasualRate' });

describe('quick filters', () => {
  it('offer what quick_filters names (the reference build: Throttled and Limited), none when it is empty', () => {
    expect(offeredQuickFilters(['Throttled', 'Limited'])).toEqual(['Throttled', 'Limited']);
    expect(offeredQuickFilters(['Limited', 'Unknown'])).toEqual(['Limited']);
    expect(offeredQuickFilters([])).toEqual([]);
  });

  it('keep throttled plans, plans whose data runs out, or unlimited ones', () => {
    expect([throttled, limited, endless, casual].map((p) => passesQuickFilter(p, 'Throttled'))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([throttled, limited, endless, casual].map((p) => passesQuickFilter(p, 'Limited'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(passesQuickFilter(endless, 'Unlimited')).toBe(true);
  });
});
