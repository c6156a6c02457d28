import {
  AuthDataSchema,
  ERRORS,
  SPID,
  TOKEN_VALID_MARGIN_MS,
  errorText,
  type AuthData,
  type SignInRequest,
} from '@portal/shared';
import { AUTH_URL } from './config';

const STORAGE_KEY = 'portal.console.auth';

export function loadSession(): AuthData | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? AuthDataSchema.safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const saveSession = (auth: AuthData) => localStorage.setItem(STORAGE_KEY, JSON.stringify(auth));
export const clearSession = () => localStorage.removeItem(STORAGE_KEY);

/** A token counts as valid while more than 5 minutes remain (000 §9); inside the margin it is refreshed. */
export const needsRefresh = (expirySeconds: number, nowMs: number) =>
  expirySeconds * 1000 - nowMs < TOKEN_VALID_MARGIN_MS;
export const isExpired = (expirySeconds: number, nowMs: number) => expirySeconds * 1000 <= nowMs;

/** POST /v2/68/auth; an error answer becomes an Error with the text of 000 §8. */
export async function authenticate(request: Omit<SignInRequest, 'SPID'>): Promise<AuthData> {
  let res: Response;
  try {
    res = await fetch(AUTH_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...request, SPID, IncludeRoles: true }),
    });
  } catch {
    throw new Error(ERRORS.network);
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new Error(ERRORS.something_wrong);
  }
  if (!res.ok) throw new Error(errorText({ data }));
  if (data === undefined || data === null) throw new Error(ERRORS.no_response_data);
  return AuthDataSchema.parse(data);
}

let refreshing: Promise<AuthData | undefined> | undefined;

async function refresh(current: AuthData): Promise<AuthData | undefined> {
  try {
    const next = await authenticate({ IdentityProvider: 'JWT_REFRESH', AuthCode: current.JWT });
    saveSession(next);
    return next;
  } catch {
    // A refresh that fails leaves a still-valid token in use; an expired one ends the session.
    if (!isExpired(current.JWTExpiry, Date.now())) return current;
    clearSession();
    return undefined;
  }
}

/**
 * The token to send: refreshed through JWT_REFRESH (AuthCode = the current JWT) once less than 5 minutes
 * remain. Concurrent calls share one refresh.
 */
export async function freshToken(now = Date.now()): Promise<string | undefined> {
  const current = loadSession();
  if (!current) return undefined;
  if (!needsRefresh(current.JWTExpiry, now)) return current.JWT;
  refreshing ??= refresh(current).finally(() => {
    refreshing = undefined;
  });
  return (await refreshing)?.JWT;
}
