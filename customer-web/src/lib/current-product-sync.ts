import { APP_PREFIX } from './storage';

/** Where the chosen mobile product of the signed-in account is kept (the mobile area writes it). */
export const CURRENT_PRODUCT_KEY = `${APP_PREFIX}current-mobile-product`;

/**
 * When another tab changes the current mobile product, this tab's screens show the old one: reload (000 §2
 * "Shell behaviour"), going home first from onboarding, whose steps belong to the old product.
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
