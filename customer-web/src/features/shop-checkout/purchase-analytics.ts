import type { PurchaseAnalytics } from '@portal/shared';
import { readJson, writeJson } from '../../lib/storage';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const LOGGED = 'purchases-logged';
/** Enough to recognise the orders of any recent visit. */
const KEEP = 20;

/**
 * Logs the purchase analytics event of an order once: an order already logged (the return page loaded again,
 * a paid purchase answered again) is not counted twice. The event goes on the tag manager's data layer.
 */
export function logPurchaseOnce(orderNumber: string, analytics: PurchaseAnalytics): boolean {
  const logged = readJson<string[]>(LOGGED) ?? [];
  if (logged.includes(orderNumber)) return false;
  writeJson(LOGGED, [...logged, orderNumber].slice(-KEEP));
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'purchase', ...analytics });
  return true;
}
