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

/**
 * A sign-in call, with the signed-in home's code loading while it is in flight. The call is asked first: the home's
 * code is some eighty files from the same server, and asked before it they would leave ahead of it.
 */
export function preloadingSignedIn<T>(signInCall: Promise<T>): Promise<T> {
  void preloadSignedIn();
  return signInCall;
}
