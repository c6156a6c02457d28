import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** GET /customer/{uuid}/addons: the profile area needs at least one (else no-plans-page). */
export function useAddons() {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.profile.addons, { params: { uuid } }),
    staleTime: CACHE.planLists,
    select: (data) => data.Addons,
  });
}
