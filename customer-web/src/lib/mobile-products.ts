import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { CACHE, contracts, currentProduct, type MobileProduct } from '@portal/shared';
import { queryOf } from './api/query';
import { CURRENT_PRODUCT_NAME } from './current-product-sync';
import { useSession } from './session/use-session';
import { readJson, writeJson } from './storage';

/** An account's mobile services, kept as long as the user's plan (10 minutes). */
export const mobileProductsQuery = (customerUUID: string | null | undefined) => ({
  ...queryOf(contracts.mobileProducts.list, { params: { uuid: customerUUID } }),
  staleTime: CACHE.userPlan,
});

/** The selected account's mobile services. */
export function useMobileProducts() {
  const session = useSession();
  const customerUUID = session.status === 'signed-in' ? session.customerUUID : null;
  return useQuery({
    ...mobileProductsQuery(customerUUID),
    select: (data) => data.MobileProducts,
  });
}

/** The product the user chose in this browser, if any (other tabs follow a change of it). */
export const chosenMobileProduct = (): string | undefined => readJson<string>(CURRENT_PRODUCT_NAME);

// This tab's screens follow a choice made in it at once (other tabs reload on the storage event).
const choiceListeners = new Set<() => void>();
const onChoice = (listener: () => void) => {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
};
export const chooseMobileProduct = (uuid: string): void => {
  writeJson(CURRENT_PRODUCT_NAME, uuid);
  choiceListeners.forEach((listener) => listener());
};

/** The product the mobile screens work on: the chosen one while usable, else the first activated one. */
export function useCurrentMobileProduct(): { product: MobileProduct | undefined; isPending: boolean } {
  const products = useMobileProducts();
  // A page hydrates only in a browser without the app's kept data (hydrate-or-render.ts), as it was drawn.
  const chosen = useSyncExternalStore(onChoice, chosenMobileProduct, chosenMobileProduct);
  return {
    product: currentProduct(products.data ?? [], chosen),
    isPending: products.isPending,
  };
}
