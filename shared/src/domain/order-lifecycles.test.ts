import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FibreOrderState } from '../entities/fibre-order';
import type { FwaOrderStep } from '../entities/fwa-order';
import {
  bookOrder,
  canOrderTransition,
  changeOrderState,
  orderStatus,
  planOrderTimeline,
} from './fibre-order-lifecycle';
import {
  bookFwaInstallation,
  fwaOrderStatus,
  isLegalFwaTimeline,
  planFwaTimeline,
} from './fwa-order-lifecycle';
import { orderPollVerdict } from './order-polling';
import { seededRandom } from './seeded-random';
import { HOUR_NANOS, MINUTE_NANOS, stepAt } from './timeline';

const T0 = 1_790_000_000_000 * 1_000_000;
const RUNS = { numRuns: 1000 };

/** The polling loop the thank-you pages run, against a timeline read at the clock: it ends by verdict or limit. */
function poll(statusAt: (now: number) => string, startNanos: number, intervalMs: number, limitMs: number) {
  for (let elapsed = 0; elapsed <= limitMs; elapsed += intervalMs) {
    const verdict = orderPollVerdict({ Status: statusAt(startNanos + elapsed * 1_000_000) });
    if (verdict.kind !== 'again') return verdict.kind;
  }
  return 'timeout';
}

describe('the fixed-wireless order lifecycle (model-based)', () => {
  const command = fc.oneof(
    fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 0, max: 6 * 24 * 60 }) }),
    fc.record({ kind: fc.constant('book' as const), inHours: fc.integer({ min: 1, max: 24 * 20 }) }),
  );

  it('never takes an illegal step, and its polling always ends (by verdict within 3 minutes of placing)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        fc.array(command),
        (seed, fail, cmds) => {
          let timeline: FwaOrderStep[] = planFwaTimeline(T0, { random: seededRandom(seed), fail });
          expect(isLegalFwaTimeline(timeline)).toBe(true);
          // The site check decides within the polling limit, so a shopper never waits out the three minutes.
          const statusAt = (now: number) => fwaOrderStatus(stepAt(timeline, now).State);
          expect(poll(statusAt, T0, 250, 3 * 60_000)).not.toBe('timeout');
          let now = T0;
          let previous = stepAt(timeline, now).State;
          for (const cmd of cmds) {
            if (cmd.kind === 'advance') now += cmd.minutes * MINUTE_NANOS;
            else {
              const start = now + cmd.inHours * HOUR_NANOS;
              const booked = bookFwaInstallation(timeline, now, {
                StartNanos: start,
                EndNanos: start + 2 * HOUR_NANOS,
              });
              if (booked.ok) timeline = booked.timeline;
            }
            expect(isLegalFwaTimeline(timeline)).toBe(true);
            const state = stepAt(timeline, now).State;
            if (state !== previous) expect([previous, ...timeline.map((s) => s.State)]).toContain(state);
            previous = state;
          }
        },
      ),
      RUNS,
    );
  });
});

describe('the fibre order lifecycle (model-based)', () => {
  const states: FibreOrderState[] = [
    'acknowledged',
    'in_progress',
    'held',
    'completed',
    'failed',
    'cancelled',
  ];
  const command = fc.oneof(
    fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 0, max: 3 * 24 * 60 }) }),
    fc.record({ kind: fc.constant('operator' as const), to: fc.constantFrom(...states) }),
    fc.record({ kind: fc.constant('book' as const), inHours: fc.integer({ min: 1, max: 24 * 20 }) }),
  );

  it('only moves along legal transitions, and every timeline ends where the polling stops', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        fc.array(command),
        (seed, fail, cmds) => {
          const random = seededRandom(seed);
          let timeline = planOrderTimeline(T0, { random, fail });
          let now = T0;
          for (const cmd of cmds) {
            if (cmd.kind === 'advance') now += cmd.minutes * MINUTE_NANOS;
            else if (cmd.kind === 'operator') {
              const change = changeOrderState(timeline, now, { State: cmd.to }, { random });
              const from = stepAt(timeline, now).State;
              if (change.ok) timeline = change.timeline;
              else if (change.reason === 'illegal_transition')
                expect(canOrderTransition(from, cmd.to)).toBe(false);
            } else {
              const start = now + cmd.inHours * HOUR_NANOS;
              const booked = bookOrder(timeline, now, {
                StartNanos: start,
                EndNanos: start + 2 * HOUR_NANOS,
              });
              if (booked.ok) timeline = booked.timeline;
            }
            timeline.forEach((step, i) => {
              const before = timeline[i - 1];
              if (before && before.State !== step.State)
                expect(canOrderTransition(before.State, step.State)).toBe(true);
            });
          }
          // Once every planned step has happened the status no longer asks to poll again, except a cancelled
          // order: the rule polls it again, so only the three-minute limit ends that polling.
          const last = timeline[timeline.length - 1] as (typeof timeline)[number];
          const settled = poll(() => orderStatus(last.State), now, 250, 3 * 60_000);
          expect(settled === 'timeout').toBe(last.State === 'cancelled');
        },
      ),
      RUNS,
    );
  });
});
