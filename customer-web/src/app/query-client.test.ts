import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../lib/api/errors';
import { makeQueryClient, queryClientWithPrerenderedData } from './query-client';

const drawnWith = (data: unknown) => {
  const build = new QueryClient();
  build.setQueryData(['plans'], data);
  return dehydrate(build);
};
const failing = () => Promise.reject(new Error('unavailable'));

describe('a client holding a pre-rendered page data', () => {
  it('starts with the data the page was drawn with, to be fetched again however long it would be kept', () => {
    const client = queryClientWithPrerenderedData(drawnWith(['Essential']));
    expect(client.getQueryData(['plans'])).toEqual(['Essential']);
    expect(client.getQueryState(['plans'])?.isInvalidated).toBe(true);
  });

  it("drops the build's data when the API cannot give it again", async () => {
    const client = queryClientWithPrerenderedData(drawnWith(['Essential']));
    await client.prefetchQuery({ queryKey: ['plans'], queryFn: failing, retry: false });
    expect(client.getQueryData(['plans'])).toBeUndefined();
    expect(client.getQueryState(['plans'])?.status).toBe('error');
  });

  it("keeps the API's own answer through a later failure, as any query does", async () => {
    const client = queryClientWithPrerenderedData(drawnWith(['Essential']));
    await client.prefetchQuery({ queryKey: ['plans'], queryFn: async () => ['Plus'] });
    await client.prefetchQuery({ queryKey: ['plans'], queryFn: failing, retry: false, staleTime: 0 });
    expect(client.getQueryData(['plans'])).toEqual(['Plus']);
  });
});

describe("the app's query client", () => {
  it('asks a failing call four times (the first and three retries), however many readers mount after', async () => {
    const client = makeQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    let calls = 0;
    const failingCall = async () => {
      calls += 1;
      throw new ApiRequestError(503, { err_message: 'Please try again later' });
    };
    const observe = () => new QueryObserver(client, { queryKey: ['usage'], queryFn: failingCall });
    const first = observe();
    const stop = first.subscribe(() => undefined);
    await vi.waitFor(() => expect(first.getCurrentResult().isError).toBe(true));
    // A part of the page drawn later (or the page drawn again after a guard's wait) reads the same call.
    const later = observe().subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(4);
    expect(first.getCurrentResult().isError).toBe(true);
    stop();
    later();
  });

  // Each fault class as the API client gives it to a query, and how often a minute of it is asked: a refusal
  // (a 429 says when to come back, a 401 ends the session) once, anything else the first time and three retries.
  const FAILURES = {
    '500': [() => new ApiRequestError(500, { err_message: 'Simulated fault' }), 4],
    '503': [() => new ApiRequestError(503, { err_message: 'Simulated fault' }), 4],
    '429': [() => new ApiRequestError(429, { err_message: 'Simulated fault' }, 30), 1],
    timeout: [() => new ApiRequestError(0, { err_message: 'Network error', err_code: 'timeout' }), 4],
    dropped: [() => new ApiRequestError(0, { err_message: 'Network error', err_code: 'network' }), 4],
    malformed: [
      () => new ApiRequestError(200, { err_message: 'Something went wrong', err_code: 'malformed' }),
      4,
    ],
    '401': [() => new ApiRequestError(401, { err_message: 'Simulated refusal' }), 1],
  } as const;

  it.each(Object.entries(FAILURES))(
    'asks a call failing with a %s at most four times in its first minute, with its own waits, then leaves it to Try again',
    async (_name, [failure, times]) => {
      vi.useFakeTimers();
      try {
        const client = makeQueryClient();
        const asked: number[] = [];
        const start = Date.now();
        const observer = new QueryObserver(client, {
          queryKey: ['usage'],
          queryFn: async () => {
            asked.push(Date.now() - start);
            throw failure();
          },
        });
        const stop = observer.subscribe(() => undefined);
        await vi.advanceTimersByTimeAsync(60_000);
        expect(observer.getCurrentResult().isError).toBe(true);
        expect(asked).toHaveLength(times);
        // Retried only when asking again may answer otherwise, each wait longer than the one before.
        const gaps = asked.slice(1).map((at, i) => at - (asked[i] ?? 0));
        expect(gaps).toEqual([500, 1000, 2000].slice(0, gaps.length));
        stop();
      } finally {
        vi.useRealTimers();
      }
    },
  );
});
