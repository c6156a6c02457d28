import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, ERRORS, SPID } from '@portal/shared';
import { accountParam, customerQuery, useCustomerUUID } from '../../lib/account';
import { apiCall } from '../../lib/api/client';
import { ApiRequestError } from '../../lib/api/errors';
import { passwordSignIn } from '../../lib/session/complete-sign-in';
import { useSession } from '../../lib/session/use-session';

/**
 * auth-to-set-true-rewards-number: the current password is checked by signing in again (re-authentication,
 * 000 §5) before the rewards number (ExternalRef5) is set, by itself (PATCH /customer/{uuid}).
 */
export function useSetRewardsNumber() {
  const session = useSession();
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { password: string; rewardsNumber: string }) => {
      try {
        await passwordSignIn(session.auth?.Email ?? '', input.password);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) throw new Error(ERRORS.wrong_password);
        throw error;
      }
      return apiCall(contracts.profile.patch, {
        params: { uuid: accountParam(uuid) },
        body: { SPID, ExternalRef5: input.rewardsNumber.trim() },
      });
    },
    onSuccess: (customer) => queryClient.setQueryData(customerQuery(customer.UUID).queryKey, customer),
  });
}
