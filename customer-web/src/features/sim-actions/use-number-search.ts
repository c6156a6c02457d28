import { useQuery } from '@tanstack/react-query';
import { contracts, MSISDN_PAGE_SIZE } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import type { SimTarget } from './sim-target';

/** POST /sim/v1/msisdn/search: one page of 15 free numbers. */
export function useNumberSearch(target: SimTarget, page: number) {
  return useQuery({
    queryKey: ['sim.searchNumbers', target.product.UUID, page],
    queryFn: () =>
      apiCall(contracts.sim.searchNumbers, {
        body: {
          CustomerUUID: target.customerUUID,
          MobileUUID: target.product.UUID,
          Page: page,
          Amount: MSISDN_PAGE_SIZE,
        },
      }),
    retry: false,
  });
}
