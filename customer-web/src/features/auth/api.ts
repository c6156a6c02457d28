import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, ERRORS, type InvitationAccepted } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import {
  codeSignIn,
  completeSignIn,
  passwordSignIn,
  sendSignInCode,
  type SignInOutcome,
} from '../../lib/session/complete-sign-in';
import { sessionStore } from '../../lib/session/session-store';
import { preloadSignedIn } from '../../lib/session/sign-in-preload';

export type { SignInOutcome };

/** Sign-in with email and password. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) =>
      completeSignIn(queryClient, await passwordSignIn(input.email, input.password)),
  });
}

/** Asks for a one-time sign-in code by email. */
export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}

/** Signs in with the emailed one-time code. */
export function useCodeSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; code: string }) =>
      completeSignIn(queryClient, await codeSignIn(input.email, input.code)),
  });
}

/** Signs in with a custom token (a session handed over from the app). */
export function useCustomTokenSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      // The home's code loads while the token is redeemed.
      void preloadSignedIn();
      return completeSignIn(
        queryClient,
        await apiCall(contracts.access.redeemCustomToken, { anonymous: true, params: { id } }),
      );
    },
  });
}

export function useStartMfa() {
  return useMutation({
    mutationFn: (customerUUID: string) =>
      apiCall(contracts.access.startMfa, { params: { uuid: customerUUID } }),
  });
}

/** Checks the multi-factor code; the caller opens the account once it is right. */
export function useVerifyMfa() {
  return useMutation({
    mutationFn: async (input: { customerUUID: string; code: string }) => {
      const verified = await apiCall(contracts.access.verifyMfa, {
        params: { uuid: input.customerUUID },
        body: { code: input.code },
      });
      // The API opens the account only to the token that passed the check: keep it.
      const auth = sessionStore.get().auth;
      if (auth) sessionStore.signedIn({ ...auth, JWT: verified.JWT, JWTExpiry: verified.JWTExpiry });
      return verified;
    },
  });
}

/** The answer to an accepted invitation must name the shared account ("No CustomerUUID" otherwise). */
export function invitationCustomer(answer: Partial<InvitationAccepted> | undefined): string {
  if (!answer?.CustomerUUID) throw new Error(ERRORS.no_customer_uuid);
  return answer.CustomerUUID;
}

/**
 * Accepts an access invitation: the code gives the shared account, whose role record is then pushed to
 * auth_roles so the login gains it; the account list is loaded again.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const loginUUID = sessionStore.get().auth?.UUID;
      if (!loginUUID) throw new Error(ERRORS.no_user);
      const answer = await apiCall(contracts.access.acceptInvitation, { body: { code: code.trim() } });
      const customerUUID = invitationCustomer(answer);
      await apiCall(contracts.access.pushAuthRoles, {
        params: { id: loginUUID },
        body: [{ CustomerUUID: customerUUID, Role: 'customer' }],
      });
      await invalidateContract(queryClient, contracts.customer.listMine);
      return answer;
    },
  });
}
