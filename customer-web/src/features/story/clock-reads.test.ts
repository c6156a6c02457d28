import { describe, expect, it } from 'vitest';
import { CLOCK_READ_MAX_MS, nextClockRead } from './clock-reads';

/** The reads sent in the first `ms` of a clock that fails every time. */
function readsWhileFailing(ms: number): number {
  let at = 0;
  let reads = 0;
  while (at <= ms) {
    reads += 1;
    at += nextClockRead(reads);
  }
  return reads;
}

describe("story mode's clock", () => {
  it('is read every second while it answers', () => {
    expect(nextClockRead(0)).toBe(1000);
  });

  it('is read at most six times in the first minute it fails, then twice a minute', () => {
    expect(readsWhileFailing(60_000)).toBe(6);
    expect(readsWhileFailing(180_000) - readsWhileFailing(120_000)).toBe(2);
    expect(nextClockRead(50)).toBe(CLOCK_READ_MAX_MS);
  });
});
