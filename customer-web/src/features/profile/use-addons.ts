import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useCustomerUUID } from './use-customer-uuid';

/** GET /customer/{uuid}/addons: the profile area needs at least one (else no-plans-page). */
export function useAddons() {
  const uuid = useCustomerUUID();
  return useQuery({
    queryKey: ['addons', uuid],
    queryFn: () => apiCall(contracts.profile.addons, { params: { uuid: uuid as string } }),
    enabled: !!uuid,
    staleTime: CACHE.planLists,
    select: (data) => data.Addons,
  });
}
