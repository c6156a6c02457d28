import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useCustomerUUID } from './use-customer-uuid';
import { accountParam } from '../../lib/account';

/** GET /customer/{uuid}/addons: the profile area needs at least one (else no-plans-page). */
export function useAddons() {
  const uuid = useCustomerUUID();
  return useQuery({
    queryKey: ['addons', uuid],
    queryFn: () => apiCall(contracts.profile.addons, { params: { uuid: accountParam(uuid) } }),
    enabled: !!uuid,
    staleTime: CACHE.planLists,
    select: (data) => data.Addons,
  });
}
