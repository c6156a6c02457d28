import { contracts, SPID, TOKEN_VALID_MARGIN_MS, type AuthData } from '@portal/shared';
import { apiCall } from '../api/client';
import { sessionStore } from './session-store';

/** The token counts as valid while its expiry is more than 5 minutes away (000 §4). */
export function tokenIsValid(auth: AuthData | null, now = Date.now()): boolean {
  return !!auth && auth.JWTExpiry * 1000 - now > TOKEN_VALID_MARGIN_MS;
}

/** Milliseconds until the token leaves its valid window (when a refresh is due). */
export function msUntilRefresh(auth: AuthData, now = Date.now()): number {
  return Math.max(0, auth.JWTExpiry * 1000 - TOKEN_VALID_MARGIN_MS - now);
}

let inFlight: Promise<AuthData | null> | null = null;

/** Silent refresh sign-in (JWT_REFRESH). A failure ends the session. */
export function refreshToken(): Promise<AuthData | null> {
  const auth = sessionStore.get().auth;
  if (!auth) return Promise.resolve(null);
  inFlight ??= apiCall(contracts.auth.signIn, {
    anonymous: true,
    body: { IdentityProvider: 'JWT_REFRESH', AuthCode: auth.JWT, SPID, IncludeRoles: true },
  })
    .then((next) => {
      sessionStore.signedIn(next);
      return next;
    })
    .catch(() => {
      sessionStore.signOut();
      return null;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Auto-login from the stored token: kept if valid, else refreshed silently; a failure stays signed out. */
export async function restoreSession(): Promise<void> {
  const { auth, status } = sessionStore.get();
  if (status !== 'restoring' || !auth) return;
  if (tokenIsValid(auth)) sessionStore.signedIn(auth);
  else await refreshToken();
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Keeps the token valid: refreshes it just before it leaves the valid window, for as long as signed in. */
export function startTokenKeeper(): () => void {
  const schedule = () => {
    clearTimeout(timer);
    const { auth, status } = sessionStore.get();
    if (status !== 'signed-in' || !auth) return;
    timer = setTimeout(() => void refreshToken(), Math.min(msUntilRefresh(auth), 2 ** 31 - 1));
  };
  const unsubscribe = sessionStore.subscribe(schedule);
  void restoreSession().then(schedule);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
