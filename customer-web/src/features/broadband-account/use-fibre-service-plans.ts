import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** The fibre plans a fibre service can change to. */
export function useFibreServicePlans(serviceUUID: string) {
  return useQuery({
    ...queryOf(contracts.broadbandServices.fibreServicePlans, {
      params: { uuid: useCustomerUUID(), id: serviceUUID },
    }),
    staleTime: CACHE.planAndModem,
    select: (data) => data.BroadbandPlans.Plans,
  });
}
