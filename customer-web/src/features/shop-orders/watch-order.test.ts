import { describe, expect, it, vi } from 'vitest';
import { watchBroadbandOrder, type Waiter, type WatchDeps } from './watch-order';

/** A clock that only moves when the polling sleeps. */
function fakeWaiter(): Waiter & { sleeps: number[] } {
  let now = 1_000_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

function deps(
  over: Partial<WatchDeps>,
  waiter = fakeWaiter(),
): WatchDeps & { waiter: ReturnType<typeof fakeWaiter> } {
  return {
    waiter,
    onStep: vi.fn(),
    readOrder: async () => ({ Status: 'PROCESSING' }),
    readFibreProducts: async () => [],
    choose: vi.fn(),
    ...over,
  } as WatchDeps & { waiter: ReturnType<typeof fakeWaiter> };
}

const statuses = (...list: string[]) => {
  let i = 0;
  return async () => ({
    Status: list[Math.min(i++, list.length - 1)],
    OrderNotes: ['No signal at the address'],
  });
};

describe('watching a fixed-wireless order', () => {
  it('polls every 250 ms until PROCESSING', async () => {
    const d = deps({ readOrder: statuses('PAID', 'CONFIRMED', 'PROCESSING') });
    const end = await watchBroadbandOrder({ kind: 'FWA', startedAtMs: d.waiter.now() }, d);
    expect(end).toEqual({ kind: 'done' });
    expect(d.waiter.sleeps).toEqual([250, 250]);
  });

  it('ends a FAILED order with its first note', async () => {
    const d = deps({ readOrder: statuses('CONFIRMED', 'FAILED') });
    expect(await watchBroadbandOrder({ kind: 'FWA', startedAtMs: d.waiter.now() }, d)).toEqual({
      kind: 'failed',
      message: 'No signal at the address',
    });
  });

  it('gives up after 3 minutes, counted from the purchase when the page resumes', async () => {
    const d = deps({ readOrder: statuses('CONFIRMED') });
    const end = await watchBroadbandOrder({ kind: 'FWA', startedAtMs: d.waiter.now() - 170_000 }, d);
    expect(end).toEqual({ kind: 'timeout', step: 'order' });
    expect(d.waiter.sleeps.length).toBe(40);
  });
});

describe('watching a fibre order', () => {
  it('then checks the subscription every second, swallowing failures, and makes the product current', async () => {
    let reads = 0;
    const d = deps({
      readOrder: statuses('CONFIRMED', 'PROCESSING'),
      readFibreProducts: async () => {
        reads++;
        if (reads === 1) throw new Error('offline');
        return reads < 3 ? [] : [{ UUID: 'p-1' }];
      },
    });
    const end = await watchBroadbandOrder(
      { kind: 'UFB', productUUID: 'p-1', startedAtMs: d.waiter.now() },
      d,
    );
    expect(end).toEqual({ kind: 'done', productUUID: 'p-1' });
    expect(d.waiter.sleeps).toEqual([250, 1000, 1000]);
    expect(d.choose).toHaveBeenCalledWith('p-1');
    expect(vi.mocked(d.onStep).mock.calls.map((c) => c[0])).toEqual(['order', 'service']);
  });

  it('stops the subscription check after 3 minutes without choosing a product', async () => {
    const d = deps({ readFibreProducts: async () => [] });
    const end = await watchBroadbandOrder(
      { kind: 'UFB', productUUID: 'p-1', startedAtMs: d.waiter.now() },
      d,
    );
    expect(end).toEqual({ kind: 'timeout', step: 'service' });
    expect(d.choose).not.toHaveBeenCalled();
  });
});

describe('a read of the order that fails', () => {
  it('is tried again after 1 s and 2 s, then the watch ends unreachable with the error', async () => {
    const error = new Error('503');
    const d = deps({ readOrder: () => Promise.reject(error) });
    const end = await watchBroadbandOrder({ kind: 'UFB', startedAtMs: d.waiter.now() }, d);
    expect(end).toEqual({ kind: 'unreachable', error });
    expect(d.waiter.sleeps).toEqual([1000, 2000]);
  });

  it('goes back to polling every 250 ms once a read answers', async () => {
    let reads = 0;
    const d = deps({
      readOrder: () => {
        reads += 1;
        return reads === 1
          ? Promise.reject(new Error('503'))
          : Promise.resolve({ Status: reads > 3 ? 'PROCESSING' : 'PAID' });
      },
    });
    const end = await watchBroadbandOrder({ kind: 'FWA', startedAtMs: d.waiter.now() }, d);
    expect(end).toEqual({ kind: 'done' });
    expect(d.waiter.sleeps).toEqual([1000, 250, 250]);
  });
});
