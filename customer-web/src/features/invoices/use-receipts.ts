import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { queryOf } from '../../lib/api/query';

/** The receipts of the account's bill payments, newest first. */
export function useReceipts({ enabled = true }: { enabled?: boolean } = {}) {
  const query = queryOf(contracts.invoices.receipts, { params: { uuid: useCustomerUUID() } });
  return useQuery({
    ...query,
    enabled: enabled && query.enabled,
    staleTime: CACHE.invoicePages,
    retry: false,
    select: (data) => data.Receipts,
  });
}
