import { describe, expect, it } from 'vitest';
import type { OrderStep } from '../entities/fibre-order';
import {
  canProductTransition,
  changeProductState,
  productTimelineForOrder,
  syncProductTimeline,
} from './fibre-product-lifecycle';
import { HOUR_NANOS, stepAt } from './timeline';

const T0 = 1_800_000_000_000 * 1_000_000;
const h = (n: number) => T0 + n * HOUR_NANOS;
const order: OrderStep[] = [
  { State: 'created', Substate: '', AtNanos: h(0) },
  { State: 'acknowledged', Substate: '', AtNanos: h(1) },
  { State: 'in_progress', Substate: '', AtNanos: h(2) },
  { State: 'in_progress', Substate: 'RequiresSiteVisit', AtNanos: h(3) },
  { State: 'completed', Substate: '', AtNanos: h(5) },
];

describe('fibre product lifecycle', () => {
  it('is pending while its order runs and active when the order completes', () => {
    const product = productTimelineForOrder(order);
    expect(product.map((s) => [s.State, s.ProductOrderSubstate])).toEqual([
      ['created', ''],
      ['acknowledged', ''],
      ['acknowledged', 'RequiresSiteVisit'],
      ['active', ''],
    ]);
    expect(stepAt(product, h(4)).State).toBe('acknowledged');
    expect(stepAt(product, h(6)).State).toBe('active');
  });

  it('is cancelled when its order fails', () => {
    const failed: OrderStep[] = [...order.slice(0, 3), { State: 'failed', Substate: '', AtNanos: h(4) }];
    expect(productTimelineForOrder(failed).at(-1)?.State).toBe('cancelled');
  });

  it('follows a changed order from now on, unless cancelled by hand', () => {
    const product = productTimelineForOrder(order.slice(0, 3));
    const changed: OrderStep[] = [...order.slice(0, 3), { State: 'cancelled', Substate: '', AtNanos: h(4) }];
    expect(stepAt(syncProductTimeline(product, changed, h(4)), h(4)).State).toBe('cancelled');
    const cancelled = changeProductState(product, h(3), { State: 'cancelled' });
    if (!cancelled.ok) throw new Error(cancelled.reason);
    const resumed = syncProductTimeline(cancelled.timeline, order, h(4));
    expect(stepAt(resumed, h(9)).State).toBe('cancelled');
  });

  it('changes by hand only along legal transitions', () => {
    expect(canProductTransition('active', 'suspended')).toBe(true);
    expect(canProductTransition('suspended', 'active')).toBe(true);
    expect(canProductTransition('cancelled', 'active')).toBe(false);
    const active = productTimelineForOrder(order);
    expect(changeProductState(active, h(6), { State: 'created' })).toMatchObject({
      ok: false,
      reason: 'illegal_transition',
      from: 'active',
    });
    const pending = changeProductState(active, h(6), { Substate: 'PendingCancellation' });
    if (!pending.ok) throw new Error(pending.reason);
    expect(stepAt(pending.timeline, h(6))).toMatchObject({
      State: 'active',
      Substate: 'PendingCancellation',
    });
  });
});
