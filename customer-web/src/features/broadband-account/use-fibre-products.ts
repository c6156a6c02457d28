import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** The account's fibre products with the state mapping's status. */
export function useFibreProducts() {
  return useQuery({
    ...queryOf(contracts.shopOrders.fibreProducts, { params: { uuid: useCustomerUUID() } }),
    staleTime: CACHE.userPlan,
    select: (data) => data.UFBProducts,
  });
}
