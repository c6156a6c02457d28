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
});
