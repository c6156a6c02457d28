import { API_MAX_REDIRECTS } from '../config';

/** Thrown when an answer redirects more often than the API allows. */
export class TooManyRedirectsError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`More than ${API_MAX_REDIRECTS} redirect from ${url}`);
    this.name = 'TooManyRedirectsError';
  }
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/**
 * Fetches, following at most API_MAX_REDIRECTS redirects. Where the runtime shows a redirect's target (Node, the
 * bench, the contract suite) each one is followed here and counted. A page's fetch hides the target of a redirect it
 * was told not to follow, so there the browser follows them itself, by the fetch standard's own limit: no page can
 * count redirects, which is also why the HTTP libraries of the web apply such a limit on servers only.
 */
export async function fetchWithRedirectLimit(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit,
  inPage = typeof document !== 'undefined',
): Promise<Response> {
  if (inPage) return doFetch(url, { ...init, redirect: 'follow' });
  let target = url;
  let request = init;
  for (let followed = 0; ; followed += 1) {
    const res = await doFetch(target, { ...request, redirect: 'manual' });
    const location = res.headers.get('location');
    if (!isRedirect(res.status) || !location) return res;
    if (followed === API_MAX_REDIRECTS) throw new TooManyRedirectsError(url, res.status);
    await res.body?.cancel();
    target = new URL(location, target).toString();
    // 303, and 301 or 302 after a POST, become a GET without a body, as browsers do; 307 and 308 resend as they were.
    const toGet = res.status === 303 || ([301, 302].includes(res.status) && request.method === 'POST');
    if (toGet) {
      const headers = { ...(request.headers as Record<string, string>) };
      delete headers['content-type'];
      request = { ...request, method: 'GET', body: undefined, headers };
    }
  }
}
