import { useSyncExternalStore } from 'react';

/**
 * The support chat's open state. A request (for example the /link/chat deep link) opens the chat widget on the
 * next route change (the shell's rule).
 */
interface ChatState {
  requested: boolean;
  open: boolean;
}
let state: ChatState = { requested: false, open: false };
const listeners = new Set<() => void>();
const set = (next: Partial<ChatState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

export const supportChat = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  request: () => set({ requested: true }),
  /** Called by the shell on every route change. */
  routeChanged: () => {
    if (state.requested) set({ requested: false, open: true });
  },
  open: () => set({ open: true, requested: false }),
  close: () => set({ open: false }),
};

// Kept in memory only: a pre-rendered page and the page hydrating it start from the same closed chat.
export const useSupportChat = () =>
  useSyncExternalStore(supportChat.subscribe, supportChat.get, supportChat.get);
