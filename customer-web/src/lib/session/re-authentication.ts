import { useMutation } from '@tanstack/react-query';
import { ERRORS } from '@portal/shared';
import { ApiRequestError } from '../api/errors';
import { codeSignIn, passwordSignIn, sendSignInCode } from './complete-sign-in';
import { useSession } from './use-session';

/** The proof of identity a sensitive change asks for: the password, or an emailed code for a login without one. */
export type ReAuthentication = { password: string } | { code: string };

/** Whether the signed-in login has a password (a social login has none, so it proves itself by emailed code). */
export function useHasPassword(): boolean {
  return useSession().auth?.HasPassword !== false;
}

/** Emails the signed-in login a one-time code to prove it is them. */
export function useSendReAuthenticationCode() {
  const session = useSession();
  return useMutation({ mutationFn: () => sendSignInCode(session.auth?.Email ?? '') });
}

/**
 * Signs the login in again (re-authentication) with its password or an emailed code before a sensitive action.
 * A wrong password says so in the words of the catalogue.
 */
export async function reAuthenticate(email: string, proof: ReAuthentication): Promise<void> {
  try {
    if ('code' in proof) await codeSignIn(email, proof.code);
    else await passwordSignIn(email, proof.password);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401 && 'password' in proof)
      throw new Error(ERRORS.wrong_password);
    throw error;
  }
}
