/**
 * The owner's token of a shared mock server. A server that listens beyond the local machine prints a link carrying
 * it; the apps move it from the address into this tab's session storage (so it is neither bookmarked nor shared
 * with the page's address) and send it with every control call. A server on the local machine and the static demo
 * ask for none, so nothing is sent there.
 */
export const MOCK_TOKEN_PARAM = 'mockToken';
export const MOCK_TOKEN_HEADER = 'x-mock-control-token';
/** The cookie that sends a story's requests to the data set made for it on a shared server. */
export const MOCK_WORKSPACE_COOKIE = 'mockWorkspace';

const STORAGE_KEY = 'portal.mockControlToken';

const session = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

/** Keeps a token given in the page's address and takes it out of the address before the app reads it. */
export function pickUpControlToken(): void {
  if (typeof location === 'undefined' || typeof history === 'undefined') return;
  const url = new URL(location.href);
  const token = url.searchParams.get(MOCK_TOKEN_PARAM);
  if (token === null) return;
  if (token) session()?.setItem(STORAGE_KEY, token);
  url.searchParams.delete(MOCK_TOKEN_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

/** The header a control call carries: the token when this tab was given one. */
export function controlHeaders(): Record<string, string> {
  const token = session()?.getItem(STORAGE_KEY);
  return token ? { [MOCK_TOKEN_HEADER]: token } : {};
}

/** Sends this browser's requests back to the shared data set (the story's own is left). */
export function leaveWorkspace(): void {
  if (typeof document !== 'undefined') document.cookie = `${MOCK_WORKSPACE_COOKIE}=; Path=/; Max-Age=0`;
}
