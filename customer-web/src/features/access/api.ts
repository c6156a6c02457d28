import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, SPID, signUpDisplayName, type IdentityConsent } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { completeSignIn, passwordSignIn } from '../../lib/session/complete-sign-in';
import { pendingIdentity } from '../../lib/pending-identity';

interface SignUpInput {
  firstName: string;
  lastName: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}
/** With email and password, or with the identity of a social sign-in (sign-up combined with identity link). */
export type SignUpWith = { email: string; password: string; mobile: string } | { consent: IdentityConsent };

/**
 * Sign-up: the account is signed in at once. An email sign-up gets a verification link; a social one signs in
 * with its identity from then on, without a password.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput & SignUpWith) => {
      const how =
        'consent' in input
          ? { IdentityProvider: input.consent.Provider, identity_token: input.consent.identity_token }
          : {
              IdentityProvider: 'LOCAL' as const,
              Email: input.email.trim(),
              Password: input.password,
              ...(input.mobile.trim() ? { MobileNumber: input.mobile.trim() } : {}),
            };
      const auth = await apiCall(contracts.access.signUp, {
        anonymous: true,
        body: {
          SPID,
          ...how,
          DisplayName: signUpDisplayName(input.firstName, input.lastName),
          AcceptTerms: input.acceptTerms,
          AcceptPrivacy: input.acceptPrivacy,
        },
      });
      return completeSignIn(queryClient, auth);
    },
    onSuccess: () => pendingIdentity.clear(),
  });
}

/** Links the social identity to an existing account: a password sign-in first, then the link. */
export function useLinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string; consent: IdentityConsent }) => {
      const outcome = await completeSignIn(queryClient, await passwordSignIn(input.email, input.password));
      await apiCall(contracts.access.linkIdentity, {
        body: { IdentityProvider: input.consent.Provider, identity_token: input.consent.identity_token },
      });
      return outcome;
    },
    onSuccess: () => pendingIdentity.clear(),
  });
}

export function useForgotEmail() {
  return useMutation({
    mutationFn: (mobile: string) =>
      apiCall(contracts.access.forgotEmail, { anonymous: true, body: { MobileNumber: mobile.trim() } }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiCall(contracts.access.forgotPassword, { anonymous: true, body: { Email: email.trim() } }),
  });
}

/** Sets the new password with the reset token of the emailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { email: string; token: string; password: string }) =>
      apiCall(contracts.access.setPassword, {
        anonymous: true,
        params: { authId: input.email },
        body: { Password: input.password, ResetToken: input.token },
      }),
  });
}

/** Sends (or, `resend`, renews) the verification link of an account. */
export function useSendVerification() {
  return useMutation({
    mutationFn: (input: { customerUUID: string; resend: boolean }) =>
      apiCall(
        input.resend ? contracts.access.resendEmailVerification : contracts.access.sendEmailVerification,
        { params: { uuid: input.customerUUID } },
      ),
  });
}

/** Confirms the email with the Secret of the link; the account data is loaded again, so the guards see it. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { customerUUID: string; secret: string }) =>
      apiCall(contracts.access.confirmEmailVerification, {
        anonymous: true,
        params: { uuid: input.customerUUID },
        query: { Secret: input.secret, CustomerUUID: input.customerUUID },
      }),
    onSuccess: async () => {
      await invalidateContract(queryClient, contracts.customer.get);
      await invalidateContract(queryClient, contracts.customer.listMine);
    },
  });
}
