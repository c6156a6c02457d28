import { APP_PREFIX } from './storage';

/** The app-storage name of the chosen mobile product of the signed-in account (the mobile area writes it). */
export const CURRENT_PRODUCT_NAME = 'current-mobile-product';
/** Where that choice is kept in local storage. */
export const CURRENT_PRODUCT_KEY = `${APP_PREFIX}${CURRENT_PRODUCT_NAME}`;

/**
 * When another tab changes the current mobile product, this tab's screens show the old one: reload (the
 * shell's rule), going home first from onboarding, whose steps belong to the old product.
 */
export function followCurrentProduct(win: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CURRENT_PRODUCT_KEY || event.oldValue === event.newValue) return;
    if (win.location.pathname.includes('onboarding')) win.location.assign(import.meta.env.BASE_URL);
    else win.location.reload();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
