import { demoFlags, referenceFlags } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { fibrePlanTypes } from './fibre-plan-types';

describe('the broadband plan types the page introduces', () => {
  it('is the one type the build names, broadband', () => {
    expect(referenceFlags.fibre_plan_type).toBe('broadband');
    expect(fibrePlanTypes(referenceFlags)).toEqual(['broadband']);
    expect(fibrePlanTypes(demoFlags)).toEqual(['broadband']);
    expect(fibrePlanTypes({ fibre_plan_type: ' Broadband , voice' })).toEqual(['broadband']);
  });

  it('is none when the flag names no type the shop knows', () => {
    expect(fibrePlanTypes({ fibre_plan_type: '' })).toEqual([]);
    expect(fibrePlanTypes({ fibre_plan_type: 'voice' })).toEqual([]);
  });
});
