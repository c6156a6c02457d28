import { faultPatternMatches } from '@portal/shared';
import { vi } from 'vitest';

/** Where the app's calls go, before the API's own paths. */
const API_PREFIX = '/api';

/**
 * Shortens the client's wait to `limit` ms for the calls that fail (the mock holds their answer past any wait), and
 * only for them: a call that answers keeps its own wait, so a loaded machine's slow answer is not taken for a
 * timeout and retried. The client takes a call as timed out when the signal `AbortSignal.timeout` gave it aborts;
 * here that signal is one the matrix aborts, at the call's own wait or at `limit` for a failing call.
 */
export function shortenFailingTimeouts(failing: { pattern: string; method: string }[], limit: number) {
  let made: { controller: AbortController; ms: number } | undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const abortAfter = (controller: AbortController, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      controller.abort(new DOMException('The call took too long', 'TimeoutError'));
    }, ms);
    timers.add(timer);
  };
  const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    made = { controller, ms };
    return controller.signal;
  });
  const realFetch = globalThis.fetch.bind(globalThis);
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    // The client asks for its time limit right before it sends the call.
    if (made) {
      const url = input instanceof Request ? input.url : String(input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toLowerCase();
      const path = new URL(url).pathname.replace(API_PREFIX, '');
      const fails = failing.some((f) => f.method === method && faultPatternMatches(f.pattern, path));
      abortAfter(made.controller, fails ? Math.min(made.ms, limit) : made.ms);
      made = undefined;
    }
    return realFetch(input, init);
  });
  return {
    restore() {
      for (const timer of timers) clearTimeout(timer);
      timeout.mockRestore();
      fetch.mockRestore();
    },
  };
}
