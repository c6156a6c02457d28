import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

/** Cancels a port before the losing provider approves it. */
export function useCancelPort() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (PortUUID: string) =>
      apiCall(contracts.numberPorting.cancel, { params: { uuid: accountParam(uuid) }, body: { PortUUID } }),
    onSettled: () => invalidateContract(queryClient, contracts.numberPorting.list),
  });
}
