import { demoFlags, referenceFlags } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { simsAllowed } from './sim-count';

describe('how many SIMs a multi-SIM order may hold', () => {
  it('is the kind minimum when multiple SIMs are off (the reference build): none can be added', () => {
    expect(referenceFlags.multiple_sim).toBe(false);
    expect(simsAllowed(referenceFlags, 2)).toBe(2);
    expect(simsAllowed(referenceFlags, 1)).toBe(1);
  });

  it('is the multi-SIM limit of 5 when multiple SIMs are on', () => {
    expect(simsAllowed(demoFlags, 2)).toBe(5);
    expect(simsAllowed({ multiple_sim: true, multiple_sim_limit: 3 }, 1)).toBe(3);
    expect(simsAllowed({ multiple_sim: true, multiple_sim_limit: 1 }, 2)).toBe(2);
  });
});
