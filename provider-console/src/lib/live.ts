/**
 * How often a screen the operator keeps open asks for changes made elsewhere (a customer's new order, the
 * simulation moving an order on, another operator's edit). The reads are conditional, so asking while nothing
 * changed is a 304 without a body.
 */
export const LIVE_POLL_MS = 5_000;

/**
 * The `refetchInterval` of a live read: it polls while its last read succeeded. A read that failed has had its
 * bounded retries and says so with "Try again"; polling it again every few seconds would ask a failing server
 * without end. TanStack Query itself holds the polls while the tab is hidden and while the browser is offline.
 */
export const livePolling = (query: { state: { status: string } }): number | false =>
  query.state.status === 'error' ? false : LIVE_POLL_MS;

/** The query options of a live read. */
export const liveQueryOptions = { refetchInterval: livePolling } as const;
