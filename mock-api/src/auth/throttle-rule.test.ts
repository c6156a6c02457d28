import { describe, expect, it } from 'vitest';
import { eventsInWindow, throttleVerdict } from './throttle-rule';

const MIN = 60_000_000_000; // a minute in nanoseconds
const WINDOW_MS = 15 * 60_000;

describe('throttle rule', () => {
  it('keeps only the events inside the window', () => {
    expect(eventsInWindow([0, 5 * MIN, 14 * MIN, 16 * MIN], 20 * MIN, WINDOW_MS)).toEqual([
      14 * MIN,
      16 * MIN,
    ]);
  });

  it('is open below the limit and locked at it', () => {
    expect(
      throttleVerdict(
        [1, 2, 3, 4].map((m) => m * MIN),
        5 * MIN,
        5,
        WINDOW_MS,
      ),
    ).toEqual({ locked: false });
    expect(
      throttleVerdict(
        [1, 2, 3, 4, 5].map((m) => m * MIN),
        5 * MIN,
        5,
        WINDOW_MS,
      ),
    ).toEqual({
      locked: true,
      retryAfterS: 11 * 60,
    });
  });

  it('lifts the lock when the oldest counted event leaves the window', () => {
    const at = [0, 1, 2, 3, 4].map((m) => m * MIN);
    expect(throttleVerdict(at, 15 * MIN - 1, 5, WINDOW_MS)).toEqual({ locked: true, retryAfterS: 1 });
    expect(throttleVerdict(at, 15 * MIN, 5, WINDOW_MS)).toEqual({ locked: false });
  });

  it('counts the newest events when there are more than the limit', () => {
    const at = [0, 10, 11, 12, 13, 14].map((m) => m * MIN);
    expect(throttleVerdict(at, 14 * MIN, 5, WINDOW_MS)).toEqual({ locked: true, retryAfterS: 11 * 60 });
  });
});
