import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CACHE, contracts, PAGING } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { addressesKey, useCustomerUUID } from './keys';
import { accountParam } from '../../lib/account';

/** The delivery addresses of the account, by Rank, one page of 10 (000 §7, §9). */
export function useAddresses(page: number) {
  const uuid = useCustomerUUID();
  return useQuery({
    queryKey: [...addressesKey(uuid), page],
    queryFn: () =>
      apiCall(contracts.addresses.list, {
        params: { uuid: accountParam(uuid) },
        query: { AddressType: 'DELIVERY', page, per_page: PAGING.pageSize },
      }),
    enabled: !!uuid,
    staleTime: CACHE.deliveryAddresses,
    placeholderData: keepPreviousData,
  });
}
