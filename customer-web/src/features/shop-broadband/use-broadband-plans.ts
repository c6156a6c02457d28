import { useQuery } from '@tanstack/react-query';
import { contracts, CACHE, type NetworkType } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** GET /broadband/v1/plans: a network's plans at an address, with the service availability there. */
export function useBroadbandPlans(
  location: { LocationProvider: string; LocationProviderIDX: string } | undefined,
  network: NetworkType,
) {
  return useQuery({
    ...queryOf(contracts.broadbandAvailability.plans, {
      query: {
        LocationProvider: location?.LocationProvider ?? '',
        LocationProviderIDX: location?.LocationProviderIDX ?? '',
        ProductType: network,
      },
      anonymous: true,
    }),
    enabled: !!location,
    staleTime: CACHE.planAndModem,
  });
}
