/**
 * How many API round trips a customer waits for one after another, from pressing "Sign in" to the signed-in home's
 * content, read from the browser's own request timings. A call that starts only after another has answered is one
 * trip deeper than it; calls in flight together share a trip. Used by the bench and by the sign-in journey, so the
 * count cannot creep back up.
 */
import type { Page, Request } from '@playwright/test';

export interface TimedCall {
  method: string;
  path: string;
  startMs: number;
  endMs: number;
}

/** Each call with its trip: 1 for a call that waited for no other, else one more than the deepest it waited for. */
function withTrips(calls: readonly TimedCall[]): { call: TimedCall; trip: number }[] {
  const sorted = [...calls].sort((a, b) => a.startMs - b.startMs);
  const out: { call: TimedCall; trip: number }[] = [];
  for (const call of sorted) {
    const waitedFor = out.filter((o) => o.call.endMs <= call.startMs).map((o) => o.trip);
    out.push({ call, trip: Math.max(0, ...waitedFor) + 1 });
  }
  return out;
}

/** The depth of the longest chain of calls, each starting only after the one before it had answered. */
export function sequentialRoundTrips(calls: readonly TimedCall[]): number {
  return Math.max(0, ...withTrips(calls).map((o) => o.trip));
}

/** Reports of the page itself (errors, page-load timing) are not something the customer waits for. */
const NOT_WAITED_FOR = /\/api\/client-events$/;

/**
 * Records the API calls a page makes from now until `stop()`: when the page asked (the request left the page) and
 * when the answer had fully arrived, both on this process's clock as the browser reports them, so the trips can be
 * counted. (The browser's own per-request timings are not used: a call held by `addApiLatency` reports them from
 * when it was let go.)
 */
export function recordApiCalls(page: Page): { stop(): Promise<TimedCall[]> } {
  const started = new Map<Request, number>();
  const calls: TimedCall[] = [];
  let recording = true;
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    // The simulation's clock (`/__mock/state`) is asked like any other call, and the home waits for it too.
    if (recording && API_CALLS.test(url.pathname) && !NOT_WAITED_FOR.test(url.pathname))
      started.set(r, performance.now());
  };
  const onFinished = (r: Request) => {
    const startMs = started.get(r);
    if (!recording || startMs === undefined) return;
    calls.push({ method: r.method(), path: new URL(r.url()).pathname, startMs, endMs: performance.now() });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFinished);
  return {
    async stop() {
      // A call still unanswered when the content showed was not waited for.
      recording = false;
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onFinished);
      return calls;
    },
  };
}

/** The API's paths: its calls, and the simulation's control calls the portal makes (its clock). */
const API_CALLS = /^\/(api|__mock)\//;

/**
 * Adds a delay to every API call the page makes, as a backend on the far side of a real network would (the mock's
 * latency profiles do the same, but with a random spread): page code and styles still come at once, so the count
 * shows the calls that wait on each other and not the loading of chunks.
 */
export async function addApiLatency(page: Page, ms: number): Promise<void> {
  if (ms <= 0) return;
  await page.route(
    (url) => API_CALLS.test(url.pathname),
    async (route) => {
      await new Promise((done) => setTimeout(done, ms));
      await route.fallback();
    },
  );
}

/** The calls grouped by the trip they belong to, for a reader: "1: POST /api/v2/68/auth", "2: ...". */
export function describeTrips(calls: readonly TimedCall[]): string[] {
  const trips = new Map<number, string[]>();
  for (const { call, trip } of withTrips(calls))
    trips.set(trip, [...(trips.get(trip) ?? []), `${call.method} ${call.path}`]);
  return [...trips.entries()]
    .sort(([a], [b]) => a - b)
    .map(([trip, names]) => `${trip}: ${names.join(', ')}`);
}
