import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { useCustomerUUID } from './account';
import { queryOf } from './api/query';

/**
 * The usage balance of a service: each allowance's total, what remains of it this period and what rolled over.
 * The dashboard and the usage page both show it, from one cached call (kept an hour).
 */
export function useUsageBalance(mobileUUID: string | undefined) {
  const customerUUID = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.mobileUsage.balance, {
      params: { uuid: customerUUID },
      query: { MobileUUID: mobileUUID ?? '' },
    }),
    enabled: Boolean(customerUUID && mobileUUID),
    staleTime: CACHE.usage,
    select: (data) => data.Balances,
  });
}
