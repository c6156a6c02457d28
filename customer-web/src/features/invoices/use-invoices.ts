import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CACHE, contracts, PAGING, type InvoiceStatus } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { queryOf } from '../../lib/api/query';

/** A page of the account's invoices, newest first, of one status or all. */
export function useInvoices(status: InvoiceStatus | undefined, page: number) {
  return useQuery({
    ...queryOf(contracts.invoices.list, {
      params: { uuid: useCustomerUUID() },
      query: { ...(status ? { Status: status } : {}), PageSize: PAGING.pageSize, PageNumber: page },
    }),
    staleTime: CACHE.invoicePages,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
