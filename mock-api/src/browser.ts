import { getResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { CONTROL_BASE } from './control/handlers';
import { API_BASE } from './http/route';
import { BrowserStore } from './persist/browser-store';
import { createMockApi } from './runtime';

/** Where earlier demo builds kept one snapshot per tab; the shared store replaces it. */
const OLD_STORAGE_KEY = 'portal.mock-api.snapshot';

const isMockPath = (path: string) => path.includes(`${API_BASE}/`) || path.includes(`${CONTROL_BASE}/`);

/**
 * The mock API inside the browser (static demo builds): the service worker forwards the page's requests here.
 * Data lives in IndexedDB, one data set for both demo apps and every tab, so it survives reloads and a change in
 * one tab shows in the others; the control API's reset brings fixtures back.
 */
export async function startBrowserMock(baseUrl: string) {
  try {
    localStorage.removeItem(OLD_STORAGE_KEY);
  } catch {
    // Storage may be off in this browser; nothing to clean up then.
  }
  const store = await BrowserStore.open();
  const api = await store.start((snapshot) => createMockApi({ flagsProfile: 'demo', snapshot }));
  const serialised = http.all('*', ({ request }) =>
    isMockPath(new URL(request.url).pathname)
      ? store.serialised(() => getResponse(api.handlers, request))
      : undefined,
  );
  const worker = setupWorker(serialised);
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { api, worker };
}
