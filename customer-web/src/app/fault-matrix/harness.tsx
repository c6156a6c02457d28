import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppFrame, AppRoutes } from '../app-frame';
import { makeQueryClient } from '../query-client';
import { createEmotionCache } from '../../lib/emotion-cache';
import { completeSignIn, passwordSignIn } from '../../lib/session/complete-sign-in';
import '../../lib/i18n';
import type { MockFault as Fault } from '@portal/shared';

/** What the matrix reads and sets of the mock in Node: its fault injection and its request log. */
export interface Mock {
  api: {
    ctx: {
      sim: { requests: { method: string; path: string }[]; setFaults(faults: Fault[]): void };
    };
  };
}

/** Signs in through the mock and opens the login's account, as the sign-in page does. */
export async function signIn(email: string, password: string): Promise<void> {
  const client = makeQueryClient();
  const outcome = await completeSignIn(client, await passwordSignIn(email, password));
  if (outcome.next !== 'account') throw new Error(`${email} signs in to ${outcome.next}, not an account`);
  // Signing in starts the account's first calls without waiting for them; left running, they would meet the next
  // case's faults and be counted as that page's requests.
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  client.clear();
}

let location = '';
function LocationProbe() {
  const { pathname, search } = useLocation();
  location = pathname + search;
  return null;
}

/**
 * The app as the browser draws it (its routes, query client, theme and modals) at one address, with retries
 * immediate: how many a failing call gets is the app's, how long apart is not what the matrix checks.
 */
export function renderAt(path: string) {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  render(
    <AppFrame queryClient={client} emotionCache={createEmotionCache()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppFrame>,
  );
  return {
    client,
    location: () => location,
    text: () => document.body.textContent ?? '',
    /** The page's own content, without the shell around it. */
    mainText: () => document.querySelector('main')?.textContent ?? '',
    alerts: () => screen.queryAllByRole('alert').map((a) => a.textContent ?? ''),
    close: async () => {
      await act(async () => {
        cleanup();
      });
      client.clear();
      // Each render's style cache adds its rules to the document; left there, they pile up over hundreds of cases
      // and every later look at an element's style (a query by role asks whether it is hidden) reads them all.
      for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
    },
  };
}
