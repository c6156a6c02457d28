import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, SPID, type AuthData } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { ApiRequestError } from '../../lib/api/errors';
import { myCustomersQuery } from '../../lib/account';
import { sessionStore } from '../../lib/session/session-store';

export type SignInOutcome = { next: 'account' } | { next: 'select-account' };

/**
 * Sign-in of 000 §4: authenticate, load the login's customer accounts, select one (several: select-account).
 * A provider-console login (no customer role) is refused here.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }): Promise<SignInOutcome> => {
      const auth: AuthData = await apiCall(contracts.auth.signIn, {
        anonymous: true,
        body: {
          IdentityProvider: 'LOCAL',
          AuthID: input.email.trim(),
          AuthCode: input.password,
          SPID,
          IncludeRoles: true,
        },
      });
      if (!auth.roles?.includes('customer')) {
        throw new ApiRequestError(403, { err_code: 'console_login', err_message: '' });
      }
      sessionStore.signedIn(auth);
      const { Customers } = await queryClient.fetchQuery(myCustomersQuery(auth.UUID));
      const [only] = Customers;
      if (Customers.length === 1 && only) {
        sessionStore.selectCustomer(only.UUID);
        return { next: 'account' };
      }
      sessionStore.selectCustomer(null);
      return { next: 'select-account' };
    },
  });
}
