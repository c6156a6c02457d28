import { useQuery } from '@tanstack/react-query';
import { contracts, SPID } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** GET /fwa/service_availability: the fixed wireless status at an address. */
export function useFwaAvailability(
  location: { LocationProvider: string; LocationProviderIDX: string } | undefined,
) {
  return useQuery({
    ...queryOf(contracts.broadbandAvailability.fwaServiceAvailability, {
      query: {
        SPID,
        LocationProvider: location?.LocationProvider ?? '',
        LocationProviderIDX: location?.LocationProviderIDX ?? '',
      },
      anonymous: true,
    }),
    enabled: !!location,
  });
}
