/**
 * The app's local data lives under one prefix, so logout can clear all of it (000 §4) without touching the
 * language choice or the demo build's mock data.
 */
export const APP_PREFIX = 'portal.app.';

export function readJson<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(APP_PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  if (value === undefined || value === null) localStorage.removeItem(APP_PREFIX + key);
  else localStorage.setItem(APP_PREFIX + key, JSON.stringify(value));
}

export function clearAppStorage(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(APP_PREFIX)) localStorage.removeItem(key);
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith(APP_PREFIX)) sessionStorage.removeItem(key);
}
