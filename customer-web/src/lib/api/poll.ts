interface Polled {
  state: { status: 'pending' | 'error' | 'success' };
}

/**
 * A query's polling, stopped while its last call failed: a failing call gets its retries and then waits for the
 * page's "Try again" (which polls again once it answers), so a page left open does not ask a failing API every few
 * seconds.
 */
export function pollWhileAnswering<Q extends Polled>(
  interval: number | false | ((query: Q) => number | false | undefined),
): (query: Q) => number | false | undefined {
  return (query) =>
    query.state.status === 'error' ? false : typeof interval === 'function' ? interval(query) : interval;
}
