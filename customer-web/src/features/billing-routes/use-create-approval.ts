import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalTypeOf, contracts, SPID, type RouteRequestType } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

/** Sends an invite or a request; it expires after 1 hour. */
export function useCreateApproval() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: RouteRequestType; to: string; description: string }) =>
      apiCall(contracts.billingRoutes.invite, {
        params: { uid: accountParam(uuid) },
        body: {
          SPID,
          ApprovalType: approvalTypeOf(input.type),
          RequestedTo: input.to.trim(),
          Description: input.description.trim(),
        },
      }),
    onSettled: () => invalidateContract(queryClient, contracts.billingRoutes.requests, { uid: uuid }),
  });
}
