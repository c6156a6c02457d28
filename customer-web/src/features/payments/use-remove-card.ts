import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useSession } from '../../lib/session/use-session';
import { invalidateContract } from '../../lib/api/query';
import { accountParam } from '../../lib/account';

/** Removes a card; an invalid one through the invalid-card removal. */
export function useRemoveCard() {
  const session = useSession();
  const queryClient = useQueryClient();
  const customerUUID = session.status === 'signed-in' ? session.customerUUID : null;
  return useMutation({
    mutationFn: ({ cardUuid, invalid }: { cardUuid: string; invalid: boolean }) =>
      apiCall(invalid ? contracts.paymentMethods.removeInvalid : contracts.paymentMethods.remove, {
        params: { uuid: accountParam(customerUUID), cardUuid },
      }),
    onSettled: () => invalidateContract(queryClient, contracts.paymentMethods.list, { uuid: customerUUID }),
  });
}
