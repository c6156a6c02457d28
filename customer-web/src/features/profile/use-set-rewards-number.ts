import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, ERRORS, SPID } from '@portal/shared';
import { accountParam, customerQuery, useCustomerUUID } from '../../lib/account';
import { apiCall } from '../../lib/api/client';
import { ApiRequestError } from '../../lib/api/errors';
import { codeSignIn, passwordSignIn, sendSignInCode } from '../../lib/session/complete-sign-in';
import { useSession } from '../../lib/session/use-session';

/** The proof of identity a sensitive change asks for: the password, or an emailed code for a login without one. */
export type ReAuthentication = { password: string } | { code: string };

/** Emails the signed-in login a one-time code to prove it is them. */
export function useSendReAuthenticationCode() {
  const session = useSession();
  return useMutation({ mutationFn: () => sendSignInCode(session.auth?.Email ?? '') });
}

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
      const email = session.auth?.Email ?? '';
      try {
        if ('code' in input) await codeSignIn(email, input.code);
        else await passwordSignIn(email, input.password);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401 && 'password' in input)
          throw new Error(ERRORS.wrong_password);
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
