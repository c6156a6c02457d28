import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** Call settings and roaming are kept for 5 minutes. */
export const SIM_SETTINGS_STALE_MS = 5 * 60_000;

/** GET /sim/v1/settings: the service's call settings and whether operator barring overrides them. */
export function useSimSettings(customerUUID: string, mobileUUID: string) {
  return useQuery({
    ...queryOf(contracts.sim.getSettings, { query: { CustomerUUID: customerUUID, MobileUUID: mobileUUID } }),
    staleTime: SIM_SETTINGS_STALE_MS,
  });
}
