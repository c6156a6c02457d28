import { describe, expect, it } from 'vitest';
import { multiSimFormSchema, multiSimProblems } from './shop-multi-sim';

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
  it('puts each problem of the form under the SIM field it is about', () => {
    const schema = multiSimFormSchema('c1', [service], ['sim', 'esim']);
    const result = schema.safeParse({
      sims: [
        { simType: 'sim', MobileProductAvailabilityUUID: 'a1' },
        { simType: 'esim', MobileProductAvailabilityUUID: '' },
        { simType: 'nano', MobileProductAvailabilityUUID: 'a1' },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['sims.1.MobileProductAvailabilityUUID', 'SIM 2 plan is not specified'],
      ['sims.2.simType', 'SIM 3 type is not available'],
    ]);
    expect(
      schema.safeParse({ sims: [{ simType: 'esim', MobileProductAvailabilityUUID: 'a1' }] }).success,
    ).toBe(true);
  });
});
