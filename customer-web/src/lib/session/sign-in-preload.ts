import type * as AccountPrefetchModule from '../account-prefetch';

/**
 * What a browser can fetch while the sign-in call is in flight: the code of the signed-in home (its guards, route
 * chunks, the signed-in header) and of the account's first calls. The app says what that is (it knows the routes);
 * the sign-in calls start it, so the home does not wait on its chunks once the account is open.
 */
let preloadHome: () => void = () => undefined;

export function setSignedInHomePreload(preload: () => void): void {
  preloadHome = preload;
}

type AccountPrefetch = typeof AccountPrefetchModule;

/** Loaded with the home, for the account's first calls (`prefetchAccount`). */
let accountPrefetch: Promise<AccountPrefetch> | undefined;

export function preloadSignedIn(): Promise<AccountPrefetch> {
  preloadHome();
  accountPrefetch ??= import('../account-prefetch');
  return accountPrefetch;
}
