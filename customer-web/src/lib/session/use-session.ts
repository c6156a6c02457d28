import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

export function useSession() {
  // A page hydrates only in a browser without the app's kept data (hydrate-or-render.ts), as it was drawn.
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
