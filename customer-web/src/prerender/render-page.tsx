import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppFrame, AppRoutes } from '../app/app-frame';
import { preloadRoute } from '../app/routes';
import { makeQueryClient } from '../app/query-client';
import { TitleSink } from '../lib/document-title';
import { createEmotionCache } from '../lib/emotion-cache';
import '../lib/i18n';

export { PRERENDERED_PATHS } from '../lib/prerendered-page';
/** The address the app is served under ('/', or the demo's sub-path). */
export const APP_BASE: string = import.meta.env.BASE_URL;

/**
 * The modules the app asks for as it starts on a page (`preloadRoute`: its guards and its page), by their names in
 * the client build's manifest: the pre-rendered page names their chunks, to link them as soon as it is painted.
 * Each dynamic import of this build reports the module it loads (scripts/record-route-imports.mjs).
 */
export function routeModules(path: string): string[] {
  const names = new Set<string>();
  const recorder = globalThis as { __routeImport?: (name: string) => void };
  recorder.__routeImport = (name) => names.add(name);
  try {
    preloadRoute(path, '/');
  } finally {
    delete recorder.__routeImport;
  }
  return [...names];
}

// Pages ask for their data on the first render and draw it on the next; a page whose data leads to more data
// (a plan list after the flags) takes a pass per step.
const MOST_PASSES = 5;

export interface PrerenderedPage {
  /** The root element's content. */
  html: string;
  /** Style elements with the CSS that content uses. */
  styles: string;
  /** The API data the page was drawn with. */
  data: DehydratedState;
  /** The document's title, as the page gives it. */
  title: string;
}

/**
 * One page drawn as a first visit sees it, with the API data it shows. The API answers through the global fetch
 * (at build time, the mock API in the same process).
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const queryClient = makeQueryClient();
  const isAskedFor = watchAskedQueries(queryClient);
  for (let pass = 1; pass <= MOST_PASSES; pass++) {
    const emotionCache = createEmotionCache();
    const emotionServer = createEmotionServer(emotionCache);
    let title: string | undefined;
    const html = await renderToString(path, queryClient, emotionCache, (given) => (title = given));
    const waiting = queryClient.getQueryCache().getAll().filter(isAskedFor);
    if (waiting.length === 0) {
      const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
      const data = dehydrate(queryClient);
      // Its queries' clean-up timers would keep the build waiting.
      queryClient.clear();
      if (title === undefined) throw new Error(`${path}: the page gives no title`);
      return { html, styles, data, title };
    }
    await Promise.all(waiting.map((query) => query.fetch()));
    const failed = waiting.find((query) => query.state.status === 'error');
    if (failed) throw new Error(`${path}: ${JSON.stringify(failed.queryKey)} failed: ${failed.state.error}`);
  }
  throw new Error(`${path}: its data still asks for more after ${MOST_PASSES} passes`);
}

type Enabled = boolean | ((query: Query) => boolean) | undefined;

/**
 * Which queries the page would fetch in a browser: one that some hook asks for enabled and that has no answer yet.
 * A query keeps only the options of the hook that named it last, so each hook's `enabled` is noted as its options
 * pass through the client.
 */
function watchAskedQueries(client: QueryClient): (query: Query) => boolean {
  const enabledBy = new Map<string, Enabled[]>();
  const withDefaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = withDefaults(options);
    const { queryHash, enabled } = defaulted as { queryHash?: string; enabled?: Enabled };
    if (queryHash) enabledBy.set(queryHash, [...(enabledBy.get(queryHash) ?? []), enabled]);
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  const on = (enabled: Enabled, query: Query) =>
    typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return (query) =>
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    (enabledBy.get(query.queryHash) ?? []).some((enabled) => on(enabled, query));
}

async function renderToString(
  path: string,
  queryClient: QueryClient,
  emotionCache: ReturnType<typeof createEmotionCache>,
  onTitle: (title: string) => void,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppFrame queryClient={queryClient} emotionCache={emotionCache}>
      <TitleSink.Provider value={onTitle}>
        <StaticRouter basename={APP_BASE.replace(/\/$/, '') || '/'} location={`${APP_BASE}${path.slice(1)}`}>
          <AppRoutes />
        </StaticRouter>
      </TitleSink.Provider>
    </AppFrame>,
    {
      // Every boundary in place, none sent apart to be revealed by a script: the page reads without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
