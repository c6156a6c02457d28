import { contracts, msUntilRefresh, singleFlight, SPID, tokenIsValid, type AuthData } from '@portal/shared';
import { apiCall } from '../api/client';
import { refreshClockOffset, serverNow } from '../server-clock';
import { sessionStore } from './session-store';

/** Silent refresh sign-in (JWT_REFRESH); concurrent callers share one. A failure ends the session. */
export const refreshToken = singleFlight(async (): Promise<AuthData | null> => {
  const auth = sessionStore.get().auth;
  if (!auth) return null;
  try {
    const next = await apiCall(contracts.auth.signIn, {
      anonymous: true,
      body: { IdentityProvider: 'JWT_REFRESH', AuthCode: auth.JWT, SPID, IncludeRoles: true },
    });
    sessionStore.signedIn(next);
    return next;
  } catch {
    sessionStore.signOut();
    return null;
  }
});

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
