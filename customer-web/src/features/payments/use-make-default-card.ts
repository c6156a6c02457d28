import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useSession } from '../../lib/session/use-session';
import { invalidateContract } from '../../lib/api/query';
import { accountParam } from '../../lib/account';

/** PUT Rank 1 makes a card the default. */
export function useMakeDefaultCard() {
  const session = useSession();
  const queryClient = useQueryClient();
  const customerUUID = session.status === 'signed-in' ? session.customerUUID : null;
  return useMutation({
    mutationFn: (cardUuid: string) =>
      apiCall(contracts.paymentMethods.makeDefault, {
        params: { uuid: accountParam(customerUUID), cardUuid },
        body: { Rank: 1 },
      }),
    onSettled: () => invalidateContract(queryClient, contracts.paymentMethods.list, { uuid: customerUUID }),
  });
}
