import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../storage';

/*
 * The id of the shopper's cart, kept in the browser: a signed-out shopper's cart is known by it alone, and it
 * stays through a reload and a sign-in (signing out clears it with the rest of the app's data).
 */
const KEY = 'shop.cart';
const listeners = new Set<() => void>();

export const cartId = {
  get: (): string | undefined => readJson<string>(KEY),
  set(uuid: string | undefined) {
    writeJson(KEY, uuid);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// A page hydrates only in a browser without the app's kept data (hydrate-or-render.ts), as it was drawn.
export const useCartId = () => useSyncExternalStore(cartId.subscribe, cartId.get, cartId.get);
