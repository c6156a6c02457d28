import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PortRejection, PortStep } from '../entities/number-porting';
import {
  advancePort,
  canPortMove,
  cancelPort,
  isFinalPortState,
  planPort,
  PORT_MAX_NANOS,
  retryPort,
} from './number-porting';
import { seededRandom } from './seeded-random';
import { MINUTE_NANOS, stepAt } from './timeline';

type Action =
  | { kind: 'request' }
  | { kind: 'cancel' }
  | { kind: 'retry' }
  | { kind: 'advance' }
  | { kind: 'jump'; minutes: number }
  | { kind: 'scenario'; reject: PortRejection | undefined; activationFail: boolean };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.constant({ kind: 'request' as const }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'retry' as const }),
  fc.constant({ kind: 'advance' as const }),
  fc.record({ kind: fc.constant('jump' as const), minutes: fc.integer({ min: 0, max: 200 }) }),
  fc.record({
    kind: fc.constant('scenario' as const),
    reject: fc.constantFrom<PortRejection | undefined>(
      undefined,
      'provider_incorrect',
      'account_number_incorrect',
    ),
    activationFail: fc.boolean(),
  }),
);

/** Every move of the timeline is legal, times never go back, and each run ends within three hours of its start. */
function expectLegal(steps: readonly PortStep[]) {
  let runStart = steps[0]!.AtNanos;
  for (let i = 1; i < steps.length; i++) {
    const from = steps[i - 1]!;
    const to = steps[i]!;
    expect(canPortMove(from.State, to.State), `${from.State} -> ${to.State}`).toBe(true);
    expect(to.AtNanos).toBeGreaterThanOrEqual(from.AtNanos);
    if (to.State === 'PORT_REQUESTED' || to.State === 'NETWORK_PROVISIONING') {
      if (from.State === 'PORT_REJECTED' || from.State === 'SERVICE_ACTIVATION_FAILED') runStart = to.AtNanos;
    }
    expect(to.AtNanos - runStart).toBeLessThanOrEqual(PORT_MAX_NANOS);
  }
  expect(steps[0]!.State).toBe('PORT_REQUESTED');
}

describe('number porting model', () => {
  it('finds no illegal transition in random sequences of requests, cancels, retries, clock jumps and scenarios', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(actionArb, { maxLength: 40 }), (seed, actions) => {
        const random = seededRandom(seed);
        let now = 0;
        let scenario: { reject: PortRejection | undefined; activationFail: boolean } = {
          reject: undefined,
          activationFail: false,
        };
        let steps: PortStep[] | undefined;
        for (const action of actions) {
          const state = steps ? stepAt(steps, now).State : undefined;
          switch (action.kind) {
            case 'request':
              // A new port only once the last one is over, as the API holds a number while its port is open.
              if (!state || isFinalPortState(state)) steps = planPort(now, { random, ...scenario });
              break;
            case 'cancel':
            case 'retry':
            case 'advance': {
              if (!steps || !state) break;
              const change =
                action.kind === 'cancel'
                  ? cancelPort(steps, now)
                  : action.kind === 'retry'
                    ? retryPort(steps, now, { random, ...scenario })
                    : advancePort(steps, now);
              if (action.kind === 'cancel')
                expect(change.ok).toBe(state === 'PORT_REQUESTED' || state === 'PORT_VALIDATED');
              if (action.kind === 'retry')
                expect(change.ok).toBe(state === 'PORT_REJECTED' || state === 'SERVICE_ACTIVATION_FAILED');
              if (change.ok) steps = change.steps;
              break;
            }
            case 'jump':
              now += action.minutes * MINUTE_NANOS;
              break;
            case 'scenario':
              scenario = { reject: action.reject, activationFail: action.activationFail };
              break;
          }
          if (steps) expectLegal(steps);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
