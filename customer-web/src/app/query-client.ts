import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api/errors';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors will not change on retry; network and server errors are tried again up to three times,
        // waiting longer each time (0.5, 1 and 2 s), and then the page shows the error with its retry.
        retry: (count, error) =>
          count < 3 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        // A call that has failed is not sent again because another part of the page (or the page drawn again after
        // a guard's wait) starts reading it: only "Try again" or the next visit sends it. Otherwise each mount
        // refetches it, which puts it back to "loading", which unmounts the readers, which mount again: a loop.
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * A client holding the data a pre-rendered page was drawn with, so the page hydrates as drawn and then refetches as
 * usual. That data is the build's, not the API's: when the API cannot give it again, it goes (chosen), and the page
 * shows what it shows for a failed call rather than what the API said when the app was built.
 */
export function queryClientWithPrerenderedData(data: DehydratedState): QueryClient {
  const client = makeQueryClient();
  hydrate(client, data);
  // Stale however recent the build, whatever a query's cache lifetime: the page asks the API again as it opens.
  void client.invalidateQueries({ refetchType: 'none' });
  const cache = client.getQueryCache();
  // What each query held as drawn: once an answer has replaced it (a new value or a new time), it is the API's.
  const drawn = new Map(data.queries.map((q) => [q.queryHash, { ...cache.get(q.queryHash)?.state }]));
  cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { query } = event;
    const asDrawn = drawn.get(query.queryHash);
    if (
      asDrawn?.data !== undefined &&
      asDrawn.data === query.state.data &&
      asDrawn.dataUpdatedAt === query.state.dataUpdatedAt
    )
      query.setState({ data: undefined, dataUpdatedAt: 0 });
  });
  return client;
}
