import { setupWorker } from 'msw/browser';
import { createMockApi, SnapshotSchema, type MockApi } from './runtime';

const STORAGE_KEY = 'portal.mock-api.snapshot';

function load() {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? SnapshotSchema.parse(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/** Saved at once: a demo user may reload right after a change, and a few milliseconds per change is cheap. */
function save(api: MockApi) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(api.snapshot()));
  } catch (error) {
    console.warn('[mock-api] could not keep the demo data in this browser', error);
  }
}

/**
 * The mock API inside the browser (static demo builds): the service worker forwards the page's requests here.
 * Data lives in this browser's storage, so it survives reloads; the control API's reset brings fixtures back.
 */
export async function startBrowserMock(baseUrl: string) {
  const api = await createMockApi({ flagsProfile: 'demo', snapshot: load(), onChange: save });
  save(api);
  const worker = setupWorker(...api.handlers);
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { api, worker };
}
