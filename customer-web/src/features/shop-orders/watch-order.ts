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

export type PollOutcome = { kind: 'done' } | { kind: 'failed'; message: string } | { kind: 'timeout' };

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

/** Reads every interval until the verdict ends it or the limit has passed; it always ends. */
export async function pollUntil<T>(o: PollOptions<T>): Promise<PollOutcome> {
  for (;;) {
    o.signal?.throwIfAborted();
    try {
      const verdict = o.verdict(await o.read());
      if (verdict.kind !== 'again') return verdict;
    } catch (error) {
      if (!o.swallowErrors || o.signal?.aborted) throw error;
    }
    if (o.waiter.now() + o.intervalMs - o.startedAtMs > o.limitMs) return { kind: 'timeout' };
    await o.waiter.sleep(o.intervalMs, o.signal);
  }
}

/** Where the watch of a broadband purchase is: the order with the provider, then the service appearing. */
export type WatchStep = 'order' | 'service';
export type WatchEnd =
  | { kind: 'done'; productUUID?: string }
  | { kind: 'failed'; message: string }
  | { kind: 'timeout'; step: WatchStep };

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
  if (order.kind === 'failed') return order;
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
