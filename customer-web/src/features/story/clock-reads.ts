/** The clock is read every second while it answers. */
export const CLOCK_READ_MS = 1000;
/** However long it has been failing, it is asked again at least this often, so the page sees it come back. */
export const CLOCK_READ_MAX_MS = 30_000;

/**
 * How long to wait before reading the clock again after `failures` failed reads in a row: a second while it
 * answers, then twice as long after each failure (2, 4, 8, 16, 30 s), so a clock that cannot be read is asked
 * a handful of times a minute, not sixty.
 */
export const nextClockRead = (failures: number): number =>
  failures === 0 ? CLOCK_READ_MS : Math.min(CLOCK_READ_MS * 2 ** failures, CLOCK_READ_MAX_MS);
