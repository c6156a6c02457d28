import type { QueryClient } from '@tanstack/react-query';
import {
  contracts,
  ERRORS,
  SPID,
  type AuthData,
  type IdentityConsent,
  type MfaChallenge,
} from '@portal/shared';
import { myCustomersQuery } from '../account';
import { apiCall } from '../api/client';
import { keptApprovalPath } from '../billing-route-link';
import { ApiRequestError } from '../api/errors';
import { pendingIdentity } from '../pending-identity';
import { sessionStore } from './session-store';
import { preloadingSignedIn, preloadSignedIn } from './sign-in-preload';

/** Where a sign-in goes next, whichever way the user signed in. */
export type SignInOutcome =
  | { next: 'account' }
  | { next: 'select-account' }
  | { next: 'mfa'; customerUUID: string; challenge: MfaChallenge }
  | { next: 'identity-link' };

/** The code of the error a provider-console login gets from the customer portal. */
export const CONSOLE_LOGIN = 'console_login';

/** Sign-in with email and password (LOCAL), asking for the roles the portal checks. */
export function passwordSignIn(email: string, password: string): Promise<AuthData> {
  return preloadingSignedIn(
    apiCall(contracts.auth.signIn, {
      anonymous: true,
      body: { IdentityProvider: 'LOCAL', AuthID: email.trim(), AuthCode: password, SPID, IncludeRoles: true },
    }),
  );
}

/** Asks for a one-time sign-in code by email; the answer is the same whether or not the email has a login. */
export function sendSignInCode(email: string) {
  return apiCall(contracts.access.authCheck, {
    anonymous: true,
    body: { IdentityProvider: 'LOCAL', AuthID: email.trim(), SPID },
  });
}

/** Sign-in with the emailed one-time code. */
export async function codeSignIn(email: string, code: string): Promise<AuthData> {
  const answer = await preloadingSignedIn(
    apiCall(contracts.access.authCheck, {
      anonymous: true,
      body: { IdentityProvider: 'LOCAL', AuthID: email.trim(), AuthCode: code, SPID, IncludeRoles: true },
    }),
  );
  if (!('JWT' in answer)) throw new Error(ERRORS.no_response_data_call);
  return answer;
}

/** Opens an account of the signed-in login, after its multi-factor verification when that is on. */
export async function chooseAccount(customerUUID: string): Promise<SignInOutcome> {
  const challenge = await apiCall(contracts.access.startMfa, { params: { uuid: customerUUID } });
  if (challenge.Required) return { next: 'mfa', customerUUID, challenge };
  sessionStore.selectCustomer(customerUUID);
  return { next: 'account' };
}

/**
 * Every sign-in ends here: a login without the customer role (provider console) is refused; then the login's only
 * customer account is opened (after its multi-factor check when it asks for one), or the user chooses on
 * select-account. The sign-in answer names the accounts and which ask for the check, so an account that does not
 * opens at once, with every call its home needs started together.
 */
export async function completeSignIn(queryClient: QueryClient, auth: AuthData): Promise<SignInOutcome> {
  if (!auth.roles?.includes('customer')) {
    throw new ApiRequestError(403, { err_code: CONSOLE_LOGIN, err_message: '' });
  }
  sessionStore.signedIn(auth);
  const accounts =
    auth.CustomerAccounts ??
    (await queryClient.fetchQuery(myCustomersQuery(auth.UUID))).Customers.map((c) => ({
      UUID: c.UUID,
      MfaRequired: undefined,
    }));
  const [only] = accounts;
  if (accounts.length !== 1 || !only) {
    sessionStore.selectCustomer(null);
    return { next: 'select-account' };
  }
  // Not known (an older answer): the check itself says.
  if (only.MfaRequired !== false) return chooseAccount(only.UUID);
  const { prefetchAccount } = await preloadSignedIn();
  prefetchAccount(queryClient, only.UUID, auth.UUID);
  sessionStore.selectCustomer(only.UUID);
  return { next: 'account' };
}

/**
 * Sign-in with the identity a social provider returned. An identity not linked to an account yet is kept for the
 * identity-link page, where the user signs up with it or links it to an existing account.
 */
export async function socialSignIn(
  queryClient: QueryClient,
  consent: IdentityConsent,
): Promise<SignInOutcome> {
  try {
    const auth = await preloadingSignedIn(
      apiCall(contracts.auth.signIn, {
        anonymous: true,
        body: {
          IdentityProvider: consent.Provider,
          AuthCode: consent.identity_token,
          SPID,
          IncludeRoles: true,
        },
      }),
    );
    pendingIdentity.clear();
    return await completeSignIn(queryClient, auth);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.code !== 'identity_not_linked') throw error;
    pendingIdentity.save(consent);
    return { next: 'identity-link' };
  }
}

/** The path (and router state) an outcome leads to, keeping the redirect hint. */
export function outcomePath(outcome: SignInOutcome, redirect?: string): { to: string; state?: unknown } {
  const hint = redirect ? `redirect=${encodeURIComponent(redirect)}` : '';
  switch (outcome.next) {
    case 'account':
      return { to: redirect ?? keptApprovalPath() ?? '/profile' };
    case 'select-account':
      return { to: `/select-account${hint ? `?${hint}` : ''}` };
    case 'mfa':
      return {
        to: `/select-account?verify=${outcome.customerUUID}${hint ? `&${hint}` : ''}`,
        state: { challenge: outcome.challenge },
      };
    case 'identity-link':
      return { to: `/identity-link${hint ? `?${hint}` : ''}` };
  }
}
