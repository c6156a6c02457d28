import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { useCustomerUUID } from './account';
import { queryOf } from './api/query';

/** The usage balance of one of an account's services, kept an hour; it waits while either is unknown. */
export const usageBalanceQuery = (
  customerUUID: string | null | undefined,
  mobileUUID: string | undefined,
) => ({
  ...queryOf(contracts.mobileUsage.balance, {
    params: { uuid: customerUUID },
    query: { MobileUUID: mobileUUID ?? '' },
  }),
  enabled: Boolean(customerUUID && mobileUUID),
  staleTime: CACHE.usage,
});

/**
 * The usage balance of a service: each allowance's total, what remains of it this period and what rolled over.
 * The dashboard and the usage page both show it, from one cached call.
 */
export function useUsageBalance(mobileUUID: string | undefined) {
  return useQuery({
    ...usageBalanceQuery(useCustomerUUID(), mobileUUID),
    select: (data) => data.Balances,
  });
}
