import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type ApprovalAction } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { approvalToken } from './approval-token';
import { billingRequestsKey, billingRoutesKey, useCustomerUUID } from './keys';
import { accountParam } from '../../lib/account';

/** Approves or declines; the kept link token is removed after the action (000 §4). */
export function useApprovalAction() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalAction) =>
      apiCall(contracts.billingRoutes.action, { params: { uid: accountParam(uuid) }, body }),
    onSuccess: () => approvalToken.remove(),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: billingRoutesKey(uuid) });
      await queryClient.invalidateQueries({ queryKey: billingRequestsKey(uuid) });
    },
  });
}
