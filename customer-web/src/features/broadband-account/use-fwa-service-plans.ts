import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** The fixed-wireless plans a fixed-wireless service can change to. */
export function useFwaServicePlans(serviceUUID: string) {
  return useQuery({
    ...queryOf(contracts.broadbandServices.fwaServicePlans, {
      params: { uuid: useCustomerUUID(), product: serviceUUID },
    }),
    staleTime: CACHE.planAndModem,
    select: (data) => data.BroadbandPlans.Plans,
  });
}
