import { lazy, useEffect } from 'react';
import { markPageLive } from '../lib/prerendered-page';

// Guards read the session, the account and the flags through the API client; public pages do not need that code.
export const loadGuarded = () => import('./guarded');
export const Guarded = lazy(() => loadGuarded().then((m) => ({ default: m.Guarded })));

/** Rendered beside each page: its effect runs once the page's code has loaded and its elements are React's. */
function PageLive() {
  useEffect(markPageLive, []);
  return null;
}

/** A code-split page: it loads with its route, and `preloadRoute` can start loading it before anything renders. */
export const page = <M,>(load: () => Promise<M>, pick: (m: M) => React.ComponentType) => {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return {
    element: (
      <>
        <Page />
        <PageLive />
      </>
    ),
    handle: { preload: load },
  };
};
