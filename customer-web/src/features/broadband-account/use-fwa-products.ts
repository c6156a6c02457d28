import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** The account's fixed-wireless services: one for each fixed-wireless order that has completed. */
export function useFwaProducts() {
  return useQuery({
    ...queryOf(contracts.broadbandServices.fwaProducts, { params: { uuid: useCustomerUUID() } }),
    staleTime: CACHE.userPlan,
    select: (data) => data.FWAProducts,
  });
}
