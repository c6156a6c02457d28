import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClientWithPrerenderedData } from './query-client';

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
