import type { DehydratedState } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { followCurrentProduct } from '../lib/current-product-sync';
import { createEmotionCache } from '../lib/emotion-cache';
import { setSignedInHomePreload } from '../lib/session/sign-in-preload';
import { AppFrame, AppRoutes } from './app-frame';
import { makeQueryClient, queryClientWithPrerenderedData } from './query-client';
import { preloadRoute } from './routes';
import { preloadSignedInShell } from './shell';

const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

// While the sign-in call is in flight: the profile's guards, the home every account lands on, and the signed-in
// header's parts, so the home renders as soon as its data has come.
setSignedInHomePreload(() => {
  for (const path of ['/profile', '/profile/my-app-home']) preloadRoute(path, '/');
  void import('./account-guarded');
  preloadSignedInShell();
});

/** The app in the browser; `prerenderedData` is the API data a pre-rendered page was drawn with, when it hydrates. */
export function App({ prerenderedData }: { prerenderedData?: DehydratedState }) {
  const [queryClient] = useState(() =>
    prerenderedData ? queryClientWithPrerenderedData(prerenderedData) : makeQueryClient(),
  );
  const [emotionCache] = useState(createEmotionCache);
  // Before the first render, so the matched route's code loads while React sets up.
  useState(() => preloadRoute(window.location.pathname, basename));
  useEffect(() => {
    // Loaded after the first paint: it brings the API contracts, which the first page may not need.
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/session/token-keeper').then((m) => {
      if (!cancelled) stop = m.startTokenKeeper();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  useEffect(() => followCurrentProduct(), []);
  return (
    <AppFrame queryClient={queryClient} emotionCache={emotionCache}>
      <BrowserRouter basename={basename}>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
