import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { ModalsProvider } from '../components/modals';
import { useColourScheme } from '../lib/colour-scheme';
import { routes } from './routes';
import { themeFor } from './theme';

/** Declarative routing: the app loads pages itself (React.lazy), so the data router's code stays out of the bundle. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * What surrounds the routes in the browser and in a pre-rendered page alike, so both draw the same tree; only the
 * router (`children`) differs.
 */
export function AppFrame({
  queryClient,
  emotionCache,
  children,
}: {
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  children: ReactNode;
}) {
  const { scheme } = useColourScheme();
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={themeFor(scheme)}>
          <CssBaseline />
          <ModalsProvider>{children}</ModalsProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
