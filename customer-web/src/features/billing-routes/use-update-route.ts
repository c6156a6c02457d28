import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type BillingRouteUpdate } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

export function useUpdateRoute() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ routeId, body }: { routeId: string; body: BillingRouteUpdate }) =>
      apiCall(contracts.billingRoutes.update, { params: { uid: accountParam(uuid), routeId }, body }),
    onSettled: () => invalidateContract(queryClient, contracts.billingRoutes.list, { uid: uuid }),
  });
}
