import { describe, expect, it } from 'vitest';
import { transitionRules } from './state-transitions';
import { isFinalOrderState, orderStatus } from './fibre-order-lifecycle';
import { fwaOrderStatus, isFinalFwaState } from './fwa-order-lifecycle';

type Light = 'off' | 'on' | 'broken';
const rules = transitionRules<Light>({ off: ['on', 'broken'], on: ['off', 'broken'], broken: [] }, 'off');

describe('transitionRules', () => {
  it('allows only the moves of the table', () => {
    expect(rules.can('off', 'on')).toBe(true);
    expect(rules.can('broken', 'on')).toBe(false);
  });

  it('calls a state with no onward move final', () => {
    expect(rules.isFinal('broken')).toBe(true);
    expect(rules.isFinal('on')).toBe(false);
  });

  it('accepts a timeline of legal moves in time order from the initial state', () => {
    const ok = [
      { State: 'off' as const, AtNanos: 1 },
      { State: 'on' as const, AtNanos: 2 },
      { State: 'broken' as const, AtNanos: 2 },
    ];
    expect(rules.isLegalTimeline(ok)).toBe(true);
  });

  it('refuses a timeline that starts elsewhere, runs backwards or makes an illegal move', () => {
    expect(rules.isLegalTimeline([{ State: 'on', AtNanos: 1 }])).toBe(false);
    expect(
      rules.isLegalTimeline([
        { State: 'off', AtNanos: 5 },
        { State: 'on', AtNanos: 4 },
      ]),
    ).toBe(false);
    expect(
      rules.isLegalTimeline([
        { State: 'off', AtNanos: 1 },
        { State: 'broken', AtNanos: 2 },
        { State: 'on', AtNanos: 3 },
      ]),
    ).toBe(false);
  });
});

describe('order endings', () => {
  it('end fibre and fixed-wireless orders alike, with the same order status', () => {
    for (const ending of ['completed', 'failed', 'cancelled'] as const) {
      expect(isFinalOrderState(ending)).toBe(true);
      expect(isFinalFwaState(ending)).toBe(true);
      expect(orderStatus(ending)).toBe(fwaOrderStatus(ending));
    }
    expect(orderStatus('cancelled')).toBe('CANCELED');
  });
});
