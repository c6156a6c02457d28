import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type BillingRoute } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

/** DELETE names both ends of the route. */
export function useRemoveRoute() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (route: BillingRoute) =>
      apiCall(contracts.billingRoutes.remove, {
        params: { uid: accountParam(uuid), routeId: route.UUID },
        body: { DebitAccount: route.DebitAccount.UUID, CreditAccount: route.CreditAccount.UUID },
      }),
    onSettled: () => invalidateContract(queryClient, contracts.billingRoutes.list, { uid: uuid }),
  });
}
