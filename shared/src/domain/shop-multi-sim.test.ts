import { describe, expect, it } from 'vitest';
import { multiSimProblems } from './shop-multi-sim';

const service = { catalogUUID: 'c1', availabilityUUID: 'a1' };
const good = { simType: 'sim', MobileProductCatalogUUID: 'c1', MobileProductAvailabilityUUID: 'a1' };

describe('multi-SIM checks', () => {
  it('names each SIM with its first problem', () => {
    const problems = multiSimProblems(
      [
        good,
        { simType: 'sim' },
        { ...good, MobileProductAvailabilityUUID: 'gone' },
        { ...good, simType: 'nano' },
      ],
      [service],
      ['sim', 'esim'],
    );
    expect(problems).toEqual([
      { index: 1, field: 'plan', message: 'SIM 2 plan is not specified' },
      { index: 2, field: 'plan', message: 'SIM 3 plan is not available' },
      { index: 3, field: 'simType', message: 'SIM 4 type is not available' },
    ]);
  });
  it('passes SIMs that are all complete', () => {
    expect(multiSimProblems([good, good], [service], ['sim'])).toEqual([]);
  });
});
