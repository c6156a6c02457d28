import { fetchClockOffset } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { CONTROL_BASE, IS_PRODUCTION } from './config';

/*
 * The backend's "now". The simulation's clock can be moved ahead of the wall clock (a month on, to see a renewal),
 * and every date the portal works out (usage ranges, charge filters, what is running, when a token runs out) must
 * agree with the dates the backend keeps, so screens read the time here, never the machine's own clock.
 */

let offsetMs = 0;

/** Now on the backend's clock; this machine's clock until the offset is first known. */
export const serverNow = (): number => Date.now() + offsetMs;

/** Asks the backend's clock again (after the session notices the backend's time moved on). */
export async function refreshClockOffset(): Promise<number> {
  // A production build talks to the provider's own backend, which has no simulation to ask: its clock is the
  // machine's, and the signed-in home does not wait for a call that could only fail.
  if (IS_PRODUCTION) return offsetMs;
  offsetMs = await fetchClockOffset(`${CONTROL_BASE}/clock`);
  return offsetMs;
}

/**
 * The backend's now, or undefined until it is known, so nothing is worked out from the wrong day first. Asked
 * again every half minute a screen is open, as a jump of the simulated clock can happen at any time.
 */
export const serverClockQuery = {
  queryKey: ['server-clock'],
  queryFn: refreshClockOffset,
  staleTime: 30_000,
  retry: false,
} as const;

export function useServerNow(): number | undefined {
  const { data } = useQuery(serverClockQuery);
  return data === undefined ? undefined : Date.now() + data;
}
