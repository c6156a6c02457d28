import type { Flags } from '@portal/shared';

/**
 * The SIM type a purchase starts on: the one a link names (`?type=esim`, from the eSIM menu item), else the
 * build's `default_sim_type` (real_sim is a SIM card, e_sim an eSIM).
 */
export function initialSimType(defaultType: Flags['default_sim_type'], asked: string | null): 'sim' | 'esim' {
  if (asked === 'esim' || asked === 'sim') return asked;
  return defaultType === 'e_sim' ? 'esim' : 'sim';
}
