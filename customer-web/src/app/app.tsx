import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { ModalsProvider } from '../components/modals';
import { ApiRequestError } from '../lib/api/errors';
import { followCurrentProduct } from '../lib/current-product-sync';
import { setSignedInHomePreload } from '../lib/session/sign-in-preload';
import { preloadRoute, routes } from './routes';
import { preloadSignedInShell } from './shell';
import { useColourScheme } from '../lib/colour-scheme';
import { themeFor } from './theme';

const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors will not change on retry; network and server errors are tried again up to three times,
        // waiting longer each time (0.5, 1 and 2 s), and then the page shows the error with its retry.
        retry: (count, error) =>
          count < 3 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: false,
      },
    },
  });
}

// While the sign-in call is in flight: the profile's guards and landing, the dashboard most accounts land on, and
// the signed-in header's parts, so the home renders as soon as its data has come.
setSignedInHomePreload(() => {
  for (const path of ['/profile', '/profile/dashboard']) preloadRoute(path, '/');
  void import('./account-guarded');
  preloadSignedInShell();
});

/** Declarative routing: the app loads pages itself (React.lazy), so the data router's code stays out of the bundle. */
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  const [queryClient] = useState(makeQueryClient);
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
  const { scheme } = useColourScheme();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={themeFor(scheme)}>
        <CssBaseline />
        <ModalsProvider>
          <BrowserRouter basename={basename}>
            <AppRoutes />
          </BrowserRouter>
        </ModalsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
