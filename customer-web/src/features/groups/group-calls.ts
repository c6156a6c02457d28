import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, SPID, type BodyInputOf, type ContractDef } from '@portal/shared';
import { accountParam, useCustomerUUID } from '../../lib/account';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';

/** The path of every group call: this provider and the account acting. */
export const groupParams = (customerUUID: string | null) => ({
  spid: String(SPID),
  customerUuid: customerUUID,
});

/**
 * A change to a group or an invite, made as the current account. Any of them can change members, roles, prices and
 * both invite lists, so all the group reads are refreshed after it.
 */
export function useGroupMutation<C extends ContractDef>(contract: C) {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<C>) =>
      apiCall(contract, { params: { spid: String(SPID), customerUuid: accountParam(uuid) }, body }),
    onSettled: () =>
      Promise.all(
        [
          contracts.groups.approvals,
          contracts.groups.customerGroupInfo,
          contracts.groups.mobileGroupInfo,
        ].map((c) => invalidateContract(queryClient, c)),
      ),
  });
}
