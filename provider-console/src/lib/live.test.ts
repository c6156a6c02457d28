import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_POLL_MS, livePolling } from './live';

describe('a live read', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again every few seconds while it succeeds, and stops once it has failed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let asked = 0;
    let failing = false;
    const observer = new QueryObserver(client, {
      queryKey: ['orders'],
      queryFn: async () => {
        asked += 1;
        if (failing) throw new Error('down');
        return asked;
      },
      refetchInterval: livePolling,
    });
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(asked).toBe(2);
    failing = true;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(asked).toBe(3);
    await vi.advanceTimersByTimeAsync(5 * LIVE_POLL_MS);
    expect(asked).toBe(3);
    stop();
    client.clear();
  });
});
