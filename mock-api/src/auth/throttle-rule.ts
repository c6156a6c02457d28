/** The sliding-window rule of throttling, free of storage so it can be tested on its own. */

const NANOS_PER_MS = 1_000_000;

/** The counted events still inside the window that ends now. */
export function eventsInWindow(at: readonly number[], now: number, windowMs: number): number[] {
  const since = now - windowMs * NANOS_PER_MS;
  return at.filter((t) => t > since && t <= now);
}

export type Verdict = { locked: false } | { locked: true; retryAfterS: number };

/**
 * Locked once `limit` events are inside the window; the lock lifts when enough of them have left it, so it
 * expires by itself without anyone clearing it.
 */
export function throttleVerdict(
  at: readonly number[],
  now: number,
  limit: number,
  windowMs: number,
): Verdict {
  const recent = eventsInWindow(at, now, windowMs);
  if (recent.length < limit) return { locked: false };
  const release = (recent[recent.length - limit] as number) + windowMs * NANOS_PER_MS;
  return { locked: true, retryAfterS: Math.max(1, Math.ceil((release - now) / 1e9)) };
}
