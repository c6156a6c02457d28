import { useQuery } from '@tanstack/react-query';
import { contracts, MSISDN_PAGE_SIZE } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { queryOf } from '../../lib/api/query';
import type { SimTarget } from './sim-target';

const contract = contracts.sim.searchNumbers;

/** POST /sim/v1/msisdn/search: one page of 15 free numbers. */
export function useNumberSearch(target: SimTarget, page: number) {
  const body = {
    CustomerUUID: target.customerUUID,
    MobileUUID: target.product.UUID,
    Page: page,
    Amount: MSISDN_PAGE_SIZE,
  };
  const call = queryOf(contract, { body });
  return useQuery({
    // A POST's body is not in a contract's key: the service and page are added to it.
    queryKey: [...call.queryKey, body],
    queryFn: ({ signal }) => apiCall(contract, { body, signal }),
    retry: false,
  });
}
