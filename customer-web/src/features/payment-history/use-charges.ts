import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CACHE, contracts, PAGING } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { queryOf } from '../../lib/api/query';

/** A page of the account's card payments, newest first, 14 a page. */
export function useCharges(page: number) {
  return useQuery({
    ...queryOf(contracts.invoices.charges, {
      params: { uuid: useCustomerUUID() },
      query: {
        PageNumber: page,
        PageSize: PAGING.paymentHistoryPageSize,
        SortBy: 'CreatedAt',
        SortDesc: 'true',
      },
    }),
    staleTime: CACHE.paymentHistory,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
