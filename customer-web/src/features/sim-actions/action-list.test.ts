import { demoFlags, referenceFlags } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { listedSimActions } from './action-list';

const keys = (flags: Parameters<typeof listedSimActions>[0]) => listedSimActions(flags).map((a) => a.key);

describe('the SIM actions list', () => {
  it('lists only the actions sim_actions_list names', () => {
    // The reference build names swap, details and porting; porting's route is off there.
    expect(keys(referenceFlags)).toEqual(['details', 'swap']);
    expect(keys({ ...referenceFlags, number_porting: true })).toEqual(['details', 'swap', 'portIn']);
    expect(keys({ ...demoFlags, sim_actions_list: ['SIM_SWAP'] })).toEqual(['swap']);
    expect(keys({ ...demoFlags, sim_actions_list: [] })).toEqual([]);
  });

  it('leaves out a named action whose route is switched off', () => {
    expect(keys({ ...demoFlags, sim_swap: false })).not.toContain('swap');
    expect(keys(demoFlags)).toEqual(['details', 'disable', 'enable', 'swap', 'numberChange', 'portIn']);
  });
});
