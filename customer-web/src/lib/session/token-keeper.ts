import {
  ApiRequestError,
  contracts,
  ERRORS,
  msUntilRefresh,
  singleFlight,
  SPID,
  tokenIsValid,
  type AuthData,
} from '@portal/shared';
import { apiCall } from '../api/client';
import { refreshClockOffset, serverNow } from '../server-clock';
import { sessionStore } from './session-store';

/**
 * Silent refresh sign-in (JWT_REFRESH); concurrent callers share one. A refusal ends the session; anything else
 * keeps it for the next try.
 */
export const refreshToken = singleFlight(async (): Promise<AuthData | null> => {
  const auth = sessionStore.get().auth;
  if (!auth) return null;
  try {
    const next = await apiCall(contracts.auth.signIn, {
      anonymous: true,
      body: { IdentityProvider: 'JWT_REFRESH', AuthCode: auth.JWT, SPID, IncludeRoles: true },
    });
    // The session may have ended while the answer was on its way (another call's 401): a late answer must not
    // sign the login in again, without the account it had open.
    if (sessionStore.get().auth?.UUID !== auth.UUID) return null;
    sessionStore.signedIn(next);
    return next;
  } catch (error) {
    // Only the backend's answer refusing the token ends the session; a call cut off (the page being left, an
    // aborted request, a dropped connection) keeps it for the next try.
    if (error instanceof ApiRequestError && !error.noAnswer) sessionStore.signOut();
    return null;
  }
});

/**
 * Renews a token the backend refused as expired (its clock jumped ahead): whether it was renewed. Without an
 * answer the call fails as unanswered, and the session stays.
 */
export async function renewExpiredToken(): Promise<boolean> {
  if (await refreshToken()) return true;
  if (sessionStore.get().auth)
    throw new ApiRequestError(0, { err_message: ERRORS.network, err_code: 'network' });
  return false;
}

/**
 * Auto-login from the stored token: kept if valid on the backend's clock (which a simulated jump can move days
 * ahead), else refreshed silently; a failure stays signed out.
 */
export async function restoreSession(): Promise<void> {
  // Every screen reads the backend's clock, signed in or not: ask it at once.
  const clock = refreshClockOffset();
  const { auth, status } = sessionStore.get();
  if (status !== 'restoring' || !auth) return;
  await clock;
  if (tokenIsValid(auth, serverNow())) sessionStore.signedIn(auth);
  else await refreshToken();
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Keeps the token valid: refreshes it just before it leaves the valid window, for as long as signed in. */
export function startTokenKeeper(): () => void {
  const schedule = () => {
    clearTimeout(timer);
    const { auth, status } = sessionStore.get();
    if (status !== 'signed-in' || !auth) return;
    timer = setTimeout(() => void refreshToken(), Math.min(msUntilRefresh(auth, serverNow()), 2 ** 31 - 1));
  };
  const unsubscribe = sessionStore.subscribe(schedule);
  void restoreSession().then(schedule);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
