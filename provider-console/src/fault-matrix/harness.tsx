import { cleanup, render, screen } from '@testing-library/react';
import { App } from '../app';
import { authProvider } from '../lib/auth-provider';
import { createQueryClient } from '../lib/query-client';
import type { Mock } from './fault-classes';

export const OPERATOR = { username: 'operator@provider.example.nz', password: 'Fibre-demo-2026' };

export const signIn = () => authProvider.login(OPERATOR);

/** Counts the requests the page sends to each call (method, path and query), as the mock receives them. */
export function countRequests(mock: Mock) {
  const counts = new Map<string, number>();
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    const key = `${request.method} ${url.pathname.slice('/api'.length)}${url.search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  mock.server.events.on('request:start', onStart);
  return {
    counts,
    stop: () => mock.server.events.removeListener('request:start', onStart),
  };
}

/** Where the console is now: react-admin's own router keeps it in the address's hash. */
const where = () => window.location.hash.replace(/^#/, '') || '/';
/** The state the router keeps with the address (react-admin's sign-out puts the page to return to there). */
const routerState = () => (window.history.state as { usr?: unknown } | null)?.usr;

/** The console as the browser draws it, at one address, with a query client of its own. */
export function renderAt(path: string) {
  const client = createQueryClient();
  window.history.replaceState(null, '', `/console/#${path}`);
  render(<App queryClient={client} />);
  return {
    client,
    where,
    routerState,
    alerts: () => screen.queryAllByRole('alert').map((a) => a.textContent ?? ''),
    text: () => document.body.textContent ?? '',
    close: async () => {
      client.cancelQueries();
      cleanup();
      client.clear();
    },
  };
}
