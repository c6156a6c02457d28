import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { queryOf } from '../../lib/api/query';

/** One invoice by its number. */
export function useInvoice(number: string) {
  return useQuery({
    ...queryOf(contracts.invoices.get, { params: { uuid: useCustomerUUID(), number } }),
    staleTime: CACHE.invoicePages,
    retry: false,
  });
}
