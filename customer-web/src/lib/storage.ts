import { COOKIE_DAYS } from '@portal/shared';

/**
 * The app's local data lives under one prefix, so logout can clear all of it without touching the
 * language choice or the demo build's mock data.
 */
export const APP_PREFIX = 'portal.app.';

const DAY_MS = 86_400_000;

/** What is kept: the value and when it stops counting (local data lives 30 days unless told, 90 at most). */
interface Kept {
  value: unknown;
  expiresAt: number;
}

const isKept = (x: unknown): x is Kept =>
  !!x && typeof x === 'object' && 'value' in x && typeof (x as Kept).expiresAt === 'number';

export function readJson<T>(key: string, now = Date.now()): T | undefined {
  try {
    const raw = localStorage.getItem(APP_PREFIX + key);
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as unknown;
    if (!isKept(kept)) return undefined;
    if (kept.expiresAt <= now) {
      localStorage.removeItem(APP_PREFIX + key);
      return undefined;
    }
    return kept.value as T;
  } catch {
    return undefined;
  }
}

export function writeJson(
  key: string,
  value: unknown,
  days: number = COOKIE_DAYS.default,
  now = Date.now(),
): void {
  if (value === undefined || value === null) {
    localStorage.removeItem(APP_PREFIX + key);
    return;
  }
  const lifetime = Math.min(Math.max(days, 0), COOKIE_DAYS.max) * DAY_MS;
  localStorage.setItem(APP_PREFIX + key, JSON.stringify({ value, expiresAt: now + lifetime } satisfies Kept));
}

/** Whether the app keeps anything in this browser (a session, a cart, a purchase in progress, a chosen service). */
export const hasAppStorage = (): boolean =>
  [localStorage, sessionStorage].some((storage) =>
    Object.keys(storage).some((key) => key.startsWith(APP_PREFIX)),
  );

/**
 * Where a payment under way with a provider (Afterpay, Klarna) waits to be completed. A session the API ends
 * keeps it, so signing in again carries on with the same payment, perhaps already approved; signing out clears it.
 */
export const PAYMENT_UNDER_WAY_PREFIX = 'payment-under-way.';

/** Clears the app's local data; `keepPaymentsUnderWay` when the session ended without the customer signing out. */
export function clearAppStorage({ keepPaymentsUnderWay = false } = {}): void {
  const kept = APP_PREFIX + PAYMENT_UNDER_WAY_PREFIX;
  for (const storage of [localStorage, sessionStorage])
    for (const key of Object.keys(storage))
      if (key.startsWith(APP_PREFIX) && !(keepPaymentsUnderWay && key.startsWith(kept)))
        storage.removeItem(key);
}
