/** Timelines of simulated processes: steps decided up front, the current one read from the clock. */
export interface TimedStep {
  AtNanos: number;
}

export const NANOS_PER_MS = 1_000_000;
export const MINUTE_NANOS = 60_000 * NANOS_PER_MS;
export const HOUR_NANOS = 60 * MINUTE_NANOS;
export const DAY_NANOS = 24 * HOUR_NANOS;

/** The step in force at `nowNanos`: the last one that has started (the first one if none has). */
export function stepAt<T extends TimedStep>(timeline: readonly T[], nowNanos: number): T {
  for (let i = timeline.length - 1; i >= 0; i--) {
    const step = timeline[i] as T;
    if (step.AtNanos <= nowNanos) return step;
  }
  const first = timeline[0];
  if (!first) throw new RangeError('A timeline has at least one step');
  return first;
}

/** The steps that have happened by `nowNanos`, in order. */
export function pastSteps<T extends TimedStep>(timeline: readonly T[], nowNanos: number): T[] {
  const past = timeline.filter((s) => s.AtNanos <= nowNanos);
  return past.length ? past : timeline.slice(0, 1);
}

/** The steps still to come after `nowNanos`. */
export function futureSteps<T extends TimedStep>(timeline: readonly T[], nowNanos: number): T[] {
  return timeline.filter((s) => s.AtNanos > nowNanos);
}

/** A duration drawn between two bounds from a seeded source, whole seconds so timelines read well. */
export function between(random: () => number, minNanos: number, maxNanos: number): number {
  const seconds = (minNanos + random() * (maxNanos - minNanos)) / (1000 * NANOS_PER_MS);
  return Math.round(seconds) * 1000 * NANOS_PER_MS;
}
