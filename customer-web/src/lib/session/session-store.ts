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
  /** The API ended the session (an expired or revoked token): the sign-in page says so. */
  ended: boolean;
}

const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();
let state: SessionState = {
  status: readJson<AuthData>('auth') ? 'restoring' : 'signed-out',
  auth: readJson<AuthData>('auth') ?? null,
  customerUUID: readJson<string>('customer') ?? null,
  signedOutByUser: false,
  ended: false,
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
      ended: false,
    });
  },
  selectCustomer(customerUUID: string | null) {
    set({ customerUUID });
  },
  /**
   * Clears auth and every piece of local data (payment methods, products, flow state) a sign-out clears; a session
   * the API ended keeps a payment under way with a provider, for the customer to complete once signed in again.
   */
  signOut(byUser = false) {
    const wasSignedIn = state.auth !== null;
    clearAppStorage({ keepPaymentsUnderWay: !byUser });
    set({
      status: 'signed-out',
      auth: null,
      customerUUID: null,
      signedOutByUser: byUser,
      // Every call that was under way when the session ended says so too: the first one's word stands.
      ended: !byUser && (wasSignedIn || state.ended),
    });
    if (wasSignedIn) endListeners.forEach((l) => l());
  },
};
