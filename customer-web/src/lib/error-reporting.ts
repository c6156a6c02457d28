import { TRACE_SAMPLE_RATE, type ClientEvent } from '@portal/shared';

/**
 * Reports what the portal did not handle, and the page-load timing of a sample of visits (trace sample
 * rate 0.10), to the backend. This part is on every page, so it stays small: the sending code (the API client and
 * its contracts) loads only when there is something to send.
 */
export function report(event: Omit<ClientEvent, 'Path'>): void {
  // The path only: a query or hash may hold a token.
  const path = window.location.pathname.slice(0, 300);
  import('./error-reporting-send')
    .then((m) => m.send({ ...event, Path: path }))
    // A report that cannot be sent is dropped, never reported in turn.
    .catch(() => undefined);
}

export function reportError(error: unknown): void {
  const e = error instanceof Error ? error : new Error(String(error ?? 'unknown error'));
  report({
    Kind: 'error',
    Message: (e.message.trim() || 'unknown error').slice(0, 500),
    ...(e.stack ? { Stack: e.stack.slice(0, 4000) } : {}),
  });
}

/** Whether this visit's page-load timing is reported. */
export const isTraced = (random: number = Math.random()) => random < TRACE_SAMPLE_RATE;

function reportPageLoad() {
  const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!nav || nav.loadEventEnd <= 0) return;
  report({ Kind: 'trace', Message: 'page load', DurationMs: Math.round(nav.loadEventEnd - nav.startTime) });
}

export function installErrorReporting(random?: number): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
  if (!isTraced(random)) return;
  // After the load event has finished, so its end time is known.
  if (document.readyState === 'complete') setTimeout(reportPageLoad, 0);
  else window.addEventListener('load', () => setTimeout(reportPageLoad, 0), { once: true });
}
