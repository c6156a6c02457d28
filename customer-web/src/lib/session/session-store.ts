import type { AuthData } from '@portal/shared';
import { clearAppStorage, readJson, writeJson } from '../storage';

export type SessionStatus = 'restoring' | 'signed-out' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  auth: AuthData | null;
  /** The customer account chosen among the login's accounts. */
  customerUUID: string | null;
  /** The user signed out on purpose: no "come back here" hint is kept for the sign-in page. */
  signedOutByUser: boolean;
}

const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();
let state: SessionState = {
  status: readJson<AuthData>('auth') ? 'restoring' : 'signed-out',
  auth: readJson<AuthData>('auth') ?? null,
  customerUUID: readJson<string>('customer') ?? null,
  signedOutByUser: false,
};

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  writeJson('auth', state.auth);
  writeJson('customer', state.customerUUID);
  listeners.forEach((l) => l());
}

export const sessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Told when a session ends, to drop cached data. */
  onEnd(listener: () => void) {
    endListeners.add(listener);
    return () => {
      endListeners.delete(listener);
    };
  },
  signedIn(auth: AuthData) {
    const sameLogin = state.auth?.UUID === auth.UUID;
    set({
      status: 'signed-in',
      auth,
      customerUUID: sameLogin ? state.customerUUID : null,
      signedOutByUser: false,
    });
  },
  selectCustomer(customerUUID: string | null) {
    set({ customerUUID });
  },
  /** Clears auth and every piece of local data (payment methods, products, flow state) a sign-out clears. */
  signOut(byUser = false) {
    const wasSignedIn = state.auth !== null;
    clearAppStorage();
    set({ status: 'signed-out', auth: null, customerUUID: null, signedOutByUser: byUser });
    if (wasSignedIn) endListeners.forEach((l) => l());
  },
};
