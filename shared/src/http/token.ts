import { TOKEN_VALID_MARGIN_MS } from '../config';

interface Expiring {
  /** Seconds since the epoch. */
  JWTExpiry: number;
}

/** A token counts as valid while more than the margin (5 minutes) remains before its expiry. */
export function tokenIsValid(auth: Expiring | null | undefined, now = Date.now()): boolean {
  return !!auth && auth.JWTExpiry * 1000 - now > TOKEN_VALID_MARGIN_MS;
}

/** Milliseconds until the token leaves its valid window, when a refresh is due. */
export function msUntilRefresh(auth: Expiring, now = Date.now()): number {
  return Math.max(0, auth.JWTExpiry * 1000 - TOKEN_VALID_MARGIN_MS - now);
}

export function tokenIsExpired(auth: Expiring, now = Date.now()): boolean {
  return auth.JWTExpiry * 1000 <= now;
}

/** Runs `refresh` once for any number of concurrent callers: they all wait for the same answer. */
export function singleFlight<T>(refresh: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () =>
    (inFlight ??= refresh().finally(() => {
      inFlight = undefined;
    }));
}
