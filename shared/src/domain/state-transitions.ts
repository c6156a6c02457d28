import type { TimedStep } from './timeline';

/** What a table of legal moves tells about a process: which moves are legal, which states end it. */
export interface TransitionRules<S extends string> {
  can: (from: S, to: S) => boolean;
  isFinal: (state: S) => boolean;
  /** Every step follows a legal move from the one before, the first is `initial`, and time never runs backwards. */
  isLegalTimeline: (timeline: readonly (TimedStep & { State: S })[]) => boolean;
}

/** The rules of a process whose states with no onward move are final. */
export function transitionRules<S extends string>(
  transitions: Record<S, readonly S[]>,
  initial: S,
): TransitionRules<S> {
  const can = (from: S, to: S) => transitions[from].includes(to);
  return {
    can,
    isFinal: (state) => transitions[state].length === 0,
    isLegalTimeline: (timeline) =>
      timeline.every((step, i) => {
        const before = timeline[i - 1];
        if (!before) return step.State === initial;
        return step.AtNanos >= before.AtNanos && can(before.State, step.State);
      }),
  };
}

/** Every kind of order ends completed, failed or cancelled, and no move leads on from those. */
export const ORDER_ENDINGS = { completed: [], failed: [], cancelled: [] } as const;

/** The order status each ending shows, the same for every kind of order. */
export const ORDER_ENDING_STATUS = {
  completed: 'COMPLETED',
  failed: 'FAILED',
  cancelled: 'CANCELED',
} as const;
