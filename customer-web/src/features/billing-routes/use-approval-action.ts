import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type ApprovalAction } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { approvalToken } from '../../lib/billing-route-link';
import { invalidateContract } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

/** Approves or declines; the kept link token is removed after the action. */
export function useApprovalAction() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalAction) =>
      apiCall(contracts.billingRoutes.action, { params: { uid: accountParam(uuid) }, body }),
    onSuccess: () => approvalToken.remove(),
    onSettled: async () => {
      await invalidateContract(queryClient, contracts.billingRoutes.list, { uid: uuid });
      await invalidateContract(queryClient, contracts.billingRoutes.requests, { uid: uuid });
    },
  });
}
