import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { SIM_SETTINGS_STALE_MS } from './use-sim-settings';

/** GET /sim/daily-roaming/auto-active: whether daily roaming turns itself on abroad. */
export function useAutoRoaming(customerUUID: string, mobileUUID: string) {
  return useQuery({
    ...queryOf(contracts.sim.getAutoRoaming, { params: { customer: customerUUID, mobile: mobileUUID } }),
    staleTime: SIM_SETTINGS_STALE_MS,
  });
}
