import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, SPID } from '@portal/shared';
import { accountParam, customerQuery, useCustomerUUID } from '../../lib/account';
import { apiCall } from '../../lib/api/client';
import { reAuthenticate, type ReAuthentication } from '../../lib/session/re-authentication';
import { useSession } from '../../lib/session/use-session';

export { useSendReAuthenticationCode } from '../../lib/session/re-authentication';

/**
 * auth-to-set-true-rewards-number: the user proves it is them by signing in again (re-authentication) with the
 * password, or with an emailed code when the login has no password, before the rewards number (ExternalRef5) is
 * set by itself (PATCH /customer/{uuid}).
 */
export function useSetRewardsNumber() {
  const session = useSession();
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReAuthentication & { rewardsNumber: string }) => {
      await reAuthenticate(session.auth?.Email ?? '', input);
      return apiCall(contracts.profile.patch, {
        params: { uuid: accountParam(uuid) },
        body: { SPID, ExternalRef5: input.rewardsNumber.trim() },
      });
    },
    onSuccess: (customer) => queryClient.setQueryData(customerQuery(customer.UUID).queryKey, customer),
  });
}
