import type { Flags } from '@portal/shared';

/**
 * How many SIMs one multi-SIM order may hold: with `multiple_sim` on, up to `multiple_sim_limit` (never fewer than
 * the plan kind's minimum); with it off (the reference build), exactly the kind's minimum, so no SIM can be added.
 */
export function simsAllowed(
  flags: Pick<Flags, 'multiple_sim' | 'multiple_sim_limit'>,
  minimum: number,
): number {
  return flags.multiple_sim ? Math.max(minimum, flags.multiple_sim_limit) : minimum;
}
