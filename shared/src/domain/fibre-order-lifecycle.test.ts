import { describe, expect, it } from 'vitest';
import { FIBRE_ORDER_STATES, type OrderStep } from '../entities/fibre-order';
import {
  bookOrder,
  canOrderTransition,
  changeOrderState,
  isFinalOrderState,
  ORDER_FAILURE_REASONS,
  orderNeedsAttention,
  orderStatus,
  planOrderTimeline,
} from './fibre-order-lifecycle';
import { DAY_NANOS, HOUR_NANOS, MINUTE_NANOS, stepAt } from './timeline';

/** A seeded source like the simulator's, so the plans below are the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const T0 = 1_800_000_000_000 * 1_000_000;

function expectLegal(timeline: OrderStep[]) {
  for (let i = 1; i < timeline.length; i++) {
    const [prev, next] = [timeline[i - 1] as OrderStep, timeline[i] as OrderStep];
    expect(next.AtNanos).toBeGreaterThanOrEqual(prev.AtNanos);
    if (prev.State !== next.State) expect(canOrderTransition(prev.State, next.State)).toBe(true);
  }
}

describe('fibre order transitions', () => {
  it('allow the lifecycle moves and nothing out of a final state', () => {
    expect(canOrderTransition('created', 'acknowledged')).toBe(true);
    expect(canOrderTransition('acknowledged', 'in_progress')).toBe(true);
    expect(canOrderTransition('in_progress', 'completed')).toBe(true);
    expect(canOrderTransition('held', 'in_progress')).toBe(true);
    expect(canOrderTransition('created', 'completed')).toBe(false);
    expect(canOrderTransition('completed', 'in_progress')).toBe(false);
    for (const s of ['completed', 'failed', 'cancelled'] as const) {
      expect(isFinalOrderState(s)).toBe(true);
      for (const to of FIBRE_ORDER_STATES) expect(canOrderTransition(s, to)).toBe(false);
    }
  });

  it('map states to the order statuses the polling rules read', () => {
    expect(FIBRE_ORDER_STATES.map(orderStatus)).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'PROCESSING',
      'PROCESSING',
      'COMPLETED',
      'FAILED',
      'CANCELED',
    ]);
  });
});

describe('fibre order lifecycle', () => {
  it('plans created → acknowledged → in progress → completed (or a stop for attention), always legally', () => {
    const ends = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      const timeline = planOrderTimeline(T0, { random: seeded(seed) });
      expectLegal(timeline);
      expect(timeline.slice(0, 3).map((s) => s.State)).toEqual(['created', 'acknowledged', 'in_progress']);
      const last = timeline.at(-1) as OrderStep;
      ends.add(`${last.State}:${last.Substate}`);
    }
    expect(ends).toEqual(new Set(['completed:', 'in_progress:RequiresSiteVisit', 'held:RequiresNewRFSTime']));
  });

  it('is the same plan for the same seed, and the clock tells where it is', () => {
    const a = planOrderTimeline(T0, { random: seeded(7) });
    expect(planOrderTimeline(T0, { random: seeded(7) })).toEqual(a);
    expect(stepAt(a, T0).State).toBe('created');
    expect(stepAt(a, T0 + 16 * MINUTE_NANOS).State).toBe('acknowledged');
    expect(stepAt(a, T0 + 10 * DAY_NANOS)).toBe(a.at(-1));
  });

  it('fails under orders.fail with a note saying why', () => {
    const timeline = planOrderTimeline(T0, { random: seeded(3), fail: true });
    expectLegal(timeline);
    const last = timeline.at(-1) as OrderStep;
    expect(last.State).toBe('failed');
    expect(ORDER_FAILURE_REASONS).toContain(last.Note);
    expect(orderNeedsAttention(last)).toBe(true);
    expect(orderStatus(last.State)).toBe('FAILED');
  });

  it('flags failed, site visit and RFS time orders as needing attention', () => {
    expect(orderNeedsAttention({ State: 'in_progress', Substate: 'RequiresSiteVisit' })).toBe(true);
    expect(orderNeedsAttention({ State: 'held', Substate: 'RequiresNewRFSTime' })).toBe(true);
    expect(orderNeedsAttention({ State: 'in_progress', Substate: '' })).toBe(false);
  });
});

describe('operator changes', () => {
  const held: OrderStep[] = [
    { State: 'created', Substate: '', AtNanos: T0 },
    { State: 'acknowledged', Substate: '', AtNanos: T0 + MINUTE_NANOS },
    { State: 'in_progress', Substate: '', AtNanos: T0 + HOUR_NANOS },
    { State: 'held', Substate: 'RequiresNewRFSTime', AtNanos: T0 + 2 * HOUR_NANOS },
  ];
  const now = T0 + 3 * HOUR_NANOS;

  it('resume a held order, which then completes by itself', () => {
    const change = changeOrderState(
      held,
      now,
      { State: 'in_progress', Note: 'RFS agreed' },
      { random: seeded(1) },
    );
    if (!change.ok) throw new Error(change.reason);
    expectLegal(change.timeline);
    expect(stepAt(change.timeline, now)).toMatchObject({
      State: 'in_progress',
      Substate: '',
      Note: 'RFS agreed',
    });
    expect(change.timeline.at(-1)?.State).toBe('completed');
  });

  it('refuse illegal moves and changes of a final order', () => {
    expect(changeOrderState(held, now, { State: 'completed' }, { random: seeded(1) })).toEqual({
      ok: false,
      reason: 'illegal_transition',
      from: 'held',
    });
    const done: OrderStep[] = [...held, { State: 'cancelled', Substate: '', AtNanos: now }];
    expect(
      changeOrderState(done, now, { Substate: 'RequiresSiteVisit' }, { random: seeded(1) }),
    ).toMatchObject({
      ok: false,
      reason: 'order_final',
    });
    expect(changeOrderState(done, now, { State: 'cancelled' }, { random: seeded(1) })).toMatchObject({
      ok: true,
      changed: false,
    });
  });

  it('drop what was to come, and wait when the new substate needs attention', () => {
    const planned = planOrderTimeline(T0, { random: seeded(11) });
    const at = stepAt(planned, T0 + 20 * MINUTE_NANOS);
    expect(at.State).toBe('acknowledged');
    const change = changeOrderState(
      planned,
      T0 + 20 * MINUTE_NANOS,
      { Substate: 'RequiresSiteVisit' },
      {
        random: seeded(1),
      },
    );
    if (!change.ok) throw new Error(change.reason);
    expect(change.timeline.at(-1)).toMatchObject({ State: 'acknowledged', Substate: 'RequiresSiteVisit' });
  });
});

describe('booking', () => {
  const siteVisit: OrderStep[] = [
    { State: 'created', Substate: '', AtNanos: T0 },
    { State: 'acknowledged', Substate: '', AtNanos: T0 + MINUTE_NANOS },
    { State: 'in_progress', Substate: 'RequiresSiteVisit', AtNanos: T0 + HOUR_NANOS },
  ];
  const now = T0 + 2 * HOUR_NANOS;
  const slot = { StartNanos: T0 + 2 * DAY_NANOS, EndNanos: T0 + 2 * DAY_NANOS + 2 * HOUR_NANOS };

  it('clears a site visit and completes an hour after the window', () => {
    const booked = bookOrder(siteVisit, now, slot);
    if (!booked.ok) throw new Error(booked.reason);
    expectLegal(booked.timeline);
    expect(stepAt(booked.timeline, now)).toMatchObject({ State: 'in_progress', Substate: '' });
    expect(booked.timeline.at(-1)).toEqual({
      State: 'completed',
      Substate: '',
      AtNanos: slot.EndNanos + HOUR_NANOS,
    });
  });

  it('starts the work of an acknowledged order at the appointment', () => {
    const booked = bookOrder(siteVisit.slice(0, 2), now, slot);
    if (!booked.ok) throw new Error(booked.reason);
    expect(stepAt(booked.timeline, slot.StartNanos).State).toBe('in_progress');
    expect(stepAt(booked.timeline, now).State).toBe('acknowledged');
  });

  it('refuses orders not yet acknowledged and finished ones', () => {
    expect(bookOrder(siteVisit.slice(0, 1), now, slot)).toMatchObject({
      ok: false,
      reason: 'order_not_bookable',
    });
    const failed: OrderStep[] = [...siteVisit, { State: 'failed', Substate: '', AtNanos: now }];
    expect(bookOrder(failed, now, slot)).toMatchObject({ ok: false, reason: 'order_final' });
  });
});
