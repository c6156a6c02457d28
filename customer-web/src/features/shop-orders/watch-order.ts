import { orderPollVerdict, POLLING, type PollVerdict } from '@portal/shared';

/** Time as the polling sees it: a clock and a pause (fakes in tests). */
export interface Waiter {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realWaiter: Waiter = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    }),
};

export type PollOutcome =
  | { kind: 'done' }
  | { kind: 'failed'; message: string }
  | { kind: 'timeout' }
  | { kind: 'unreachable'; error: unknown };

/**
 * Reads in a row that may fail before the polling stops and says so: each waits twice as long as the one before
 * (from a second), so a failing call is asked three times, not four times a second for three minutes.
 */
export const FAILED_READS_BEFORE_STOPPING = 3;
const FIRST_WAIT_AFTER_FAILURE_MS = 1000;

interface PollOptions<T> {
  read: () => Promise<T>;
  verdict: (answer: T) => PollVerdict;
  intervalMs: number;
  /** Polling stops this long after `startedAtMs` (a resumed page keeps the first start). */
  limitMs: number;
  startedAtMs: number;
  waiter: Waiter;
  signal?: AbortSignal;
  /** A failed read polls again instead of ending the polling. */
  swallowErrors?: boolean;
}

/**
 * Reads every interval until the verdict ends it or the limit has passed; it always ends. A read that fails is
 * tried again after a longer wait, and after FAILED_READS_BEFORE_STOPPING in a row the polling ends unreachable
 * (unless its failures are swallowed, as the subscription check's are).
 */
export async function pollUntil<T>(o: PollOptions<T>): Promise<PollOutcome> {
  let failedInARow = 0;
  for (;;) {
    o.signal?.throwIfAborted();
    let wait = o.intervalMs;
    try {
      const verdict = o.verdict(await o.read());
      if (verdict.kind !== 'again') return verdict;
      failedInARow = 0;
    } catch (error) {
      if (o.signal?.aborted) throw error;
      if (!o.swallowErrors) {
        failedInARow += 1;
        if (failedInARow >= FAILED_READS_BEFORE_STOPPING) return { kind: 'unreachable', error };
        wait = Math.max(o.intervalMs, FIRST_WAIT_AFTER_FAILURE_MS * 2 ** (failedInARow - 1));
      }
    }
    if (o.waiter.now() + wait - o.startedAtMs > o.limitMs) return { kind: 'timeout' };
    await o.waiter.sleep(wait, o.signal);
  }
}

/** Where the watch of a broadband purchase is: the order with the provider, then the service appearing. */
export type WatchStep = 'order' | 'service';
export type WatchEnd =
  | { kind: 'done'; productUUID?: string }
  | { kind: 'failed'; message: string }
  | { kind: 'timeout'; step: WatchStep }
  /** The order's status could not be read: nothing is known of how it stands. */
  | { kind: 'unreachable'; error: unknown };

export interface WatchDeps {
  waiter: Waiter;
  signal?: AbortSignal;
  onStep(step: WatchStep, startedAtMs: number): void;
  /** The status of the order: the fixed-wireless order, or the fibre order (Status and OrderNotes). */
  readOrder(): Promise<{ Status?: string | null; OrderNotes?: readonly string[] }>;
  /** The account's fibre products (the subscription check). */
  readFibreProducts(): Promise<readonly { UUID: string }[]>;
  /** The fibre product that appeared becomes the current product. */
  choose(productUUID: string): void;
}

/**
 * The polling after a broadband purchase. Fixed wireless: the order every 250 ms up to 3 minutes (COMPLETED or
 * PROCESSING succeed, FAILED ends with the first order note or 'Order failed'). Fibre: the order every 250 ms the
 * same way, then the subscription check every second up to 3 minutes, its failures swallowed, until the product
 * is there; it then becomes the current product.
 */
export async function watchBroadbandOrder(
  purchase: { kind: 'UFB' | 'FWA'; productUUID?: string; startedAtMs: number },
  deps: WatchDeps,
): Promise<WatchEnd> {
  const { waiter, signal } = deps;
  deps.onStep('order', purchase.startedAtMs);
  const fwa = purchase.kind === 'FWA';
  const order = await pollUntil({
    read: deps.readOrder,
    verdict: orderPollVerdict,
    intervalMs: fwa ? POLLING.fwaIntervalMs : POLLING.fibreOrderIntervalMs,
    // The specification gives the fibre order polling no limit; the fixed-wireless one is used so it ends.
    limitMs: POLLING.fwaLimitMs,
    startedAtMs: purchase.startedAtMs,
    waiter,
    signal,
  });
  if (order.kind === 'failed' || order.kind === 'unreachable') return order;
  if (order.kind === 'timeout') return { kind: 'timeout', step: 'order' };
  const wanted = purchase.productUUID;
  if (fwa || !wanted) return { kind: 'done' };

  const serviceStart = waiter.now();
  deps.onStep('service', serviceStart);
  const service = await pollUntil({
    read: deps.readFibreProducts,
    verdict: (products) => (products.some((p) => p.UUID === wanted) ? { kind: 'done' } : { kind: 'again' }),
    intervalMs: POLLING.fibreIntervalMs,
    limitMs: POLLING.fibreLimitMs,
    startedAtMs: serviceStart,
    waiter,
    signal,
    swallowErrors: true,
  });
  if (service.kind !== 'done') return { kind: 'timeout', step: 'service' };
  deps.choose(wanted);
  return { kind: 'done', productUUID: wanted };
}
