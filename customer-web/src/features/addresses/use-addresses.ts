import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CACHE, contracts, PAGING } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** The delivery addresses of the account, by Rank, one page of 10. */
export function useAddresses(page: number) {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.addresses.list, {
      params: { uuid },
      query: { AddressType: 'DELIVERY', page, per_page: PAGING.pageSize },
    }),
    staleTime: CACHE.deliveryAddresses,
    placeholderData: keepPreviousData,
  });
}
