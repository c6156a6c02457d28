import { demoFlags, referenceFlags } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { numberToKeep, portingAtCheckout } from './number-choice-offered';

const keep = { type: 'transfer' as const, number: '0211234599' };

describe('keeping a number when buying a SIM', () => {
  it('is offered with number_porting_at_checkout on, and the SIM keeps the chosen number', () => {
    expect(portingAtCheckout(demoFlags)).toBe(true);
    expect(numberToKeep(demoFlags, keep)).toBe('0211234599');
    expect(numberToKeep(demoFlags, { type: 'new' })).toBeUndefined();
  });

  it('is not offered in the reference build: a choice kept from before is not applied', () => {
    expect(portingAtCheckout(referenceFlags)).toBe(false);
    expect(numberToKeep(referenceFlags, keep)).toBeUndefined();
  });
});
