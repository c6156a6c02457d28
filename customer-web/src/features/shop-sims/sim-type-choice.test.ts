import { demoFlags, referenceFlags } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { initialSimType } from './sim-type-choice';

describe('the SIM type a purchase starts on', () => {
  it('follows default_sim_type: a SIM card for real_sim (the reference build), an eSIM for e_sim', () => {
    expect(initialSimType(referenceFlags.default_sim_type, null)).toBe('sim');
    expect(initialSimType(demoFlags.default_sim_type, null)).toBe('sim');
    expect(initialSimType('e_sim', null)).toBe('esim');
  });

  it('takes the type a link names, and ignores one it does not know', () => {
    expect(initialSimType('real_sim', 'esim')).toBe('esim');
    expect(initialSimType('e_sim', 'sim')).toBe('sim');
    expect(initialSimType('e_sim', 'nano')).toBe('esim');
  });
});
