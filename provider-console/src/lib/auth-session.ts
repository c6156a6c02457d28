import {
  ApiRequestError,
  contracts,
  singleFlight,
  SPID,
  tokenIsExpired,
  tokenIsValid,
  type AuthData,
  type SignInRequest,
  createApiClient,
} from '@portal/shared';
import { apiOptions } from './api-options';
import { serverNow } from './server-clock';

/** Signing in and refreshing send no token of their own, so they need no session to call the API. */
const signInClient = createApiClient({ ...apiOptions, getToken: () => undefined });

const STORAGE_KEY = 'portal.console.auth';

/**
 * What the console reads of a kept session. Checked by hand, not with the sign-in answer's schema: the login page
 * would carry zod for it. Anything else in storage (edited, or of another version) is no session.
 */
function isKeptSession(value: unknown): value is AuthData {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Record<string, unknown>;
  return (
    typeof kept.JWT === 'string' &&
    typeof kept.JWTExpiry === 'number' &&
    typeof kept.UUID === 'string' &&
    (kept.roles === undefined ||
      (Array.isArray(kept.roles) && kept.roles.every((r) => typeof r === 'string')))
  );
}

export function loadSession(): AuthData | undefined {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isKeptSession(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

export const saveSession = (auth: AuthData) => localStorage.setItem(STORAGE_KEY, JSON.stringify(auth));
export const clearSession = () => localStorage.removeItem(STORAGE_KEY);

/** POST /v2/68/auth; an error answer rejects with the catalogue's text. */
export function authenticate(request: Omit<SignInRequest, 'SPID'>): Promise<AuthData> {
  return signInClient.call(contracts.auth.signIn, {
    anonymous: true,
    body: { ...request, SPID, IncludeRoles: true },
  });
}

const refresh = singleFlight(async (): Promise<AuthData | undefined> => {
  const current = loadSession();
  if (!current) return undefined;
  try {
    const next = await authenticate({ IdentityProvider: 'JWT_REFRESH', AuthCode: current.JWT });
    // Signed out (or another operator signed in) while the answer was on its way: it must not sign in again.
    if (loadSession()?.UUID !== current.UUID) return undefined;
    saveSession(next);
    return next;
  } catch (error) {
    // A refresh that fails leaves a still-valid token in use, and so does one that got no answer (the page is
    // being left); an expired one the backend refused ends the session.
    if (!tokenIsExpired(current, serverNow()) || (error instanceof ApiRequestError && error.noAnswer))
      return current;
    clearSession();
    return undefined;
  }
});

/** The token to send: refreshed through JWT_REFRESH once it is inside the validity margin. */
export async function freshToken(now = serverNow()): Promise<string | undefined> {
  const current = loadSession();
  if (!current) return undefined;
  if (tokenIsValid(current, now)) return current.JWT;
  return (await refresh())?.JWT;
}

/** Exchanges the token after the backend refused it as expired (its clock jumped ahead): whether that worked. */
export async function renewExpiredToken(): Promise<boolean> {
  return Boolean(await refresh());
}
