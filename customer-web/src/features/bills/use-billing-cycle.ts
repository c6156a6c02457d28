import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts, type BillingCycle } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { apiCall } from '../../lib/api/client';
import { invalidateContract, queryOf } from '../../lib/api/query';

/** The account's billing cycle and whether it may change. */
export function useBillingCycle() {
  return useQuery({
    ...queryOf(contracts.invoices.billingCycle, { params: { uuid: useCustomerUUID() } }),
    retry: false,
  });
}

/** Changes the billing cycle; the bill running now closes, so the account and invoices are read again. */
export function useChangeBillingCycle() {
  const customerUUID = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cycle: BillingCycle) =>
      apiCall(contracts.invoices.changeBillingCycle, {
        params: { uuid: customerUUID ?? '' },
        body: { BillingCycle: cycle },
      }),
    onSuccess: (state) => {
      queryClient.setQueryData(
        queryOf(contracts.invoices.billingCycle, { params: { uuid: customerUUID } }).queryKey,
        state,
      );
      void invalidateContract(queryClient, contracts.invoices.account);
      void invalidateContract(queryClient, contracts.invoices.list);
    },
  });
}
