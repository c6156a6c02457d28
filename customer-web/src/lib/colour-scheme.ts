import { useSyncExternalStore } from 'react';
import type { ColourScheme } from '@portal/shared';

/** The visitor's choice of light or dark; `system` follows the device. */
export type SchemePreference = ColourScheme | 'system';

// A device preference like the language: kept outside the app's data, so signing out does not reset it.
const KEY = 'portal.colour-scheme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

export function schemePreference(): SchemePreference {
  const kept = localStorage.getItem(KEY);
  return kept === 'light' || kept === 'dark' ? kept : 'system';
}

export function setSchemePreference(choice: SchemePreference): void {
  if (choice === 'system') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, choice);
  listeners.forEach((notify) => notify());
}

const systemScheme = (): ColourScheme => (window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light');

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', notify);
  // Another tab's choice applies here too.
  const onStorage = (e: StorageEvent) => e.key === KEY && notify();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    media?.removeEventListener('change', notify);
    window.removeEventListener('storage', onStorage);
  };
}

// A pre-rendered page is drawn for a device that chose nothing and is light; a page hydrating on a dark one
// switches right after (chosen: hydrate first, then follow the device).
const prerenderedPreference = (): SchemePreference => 'system';
const prerenderedScheme = (): ColourScheme => 'light';

/** The scheme the portal is drawn in now, and the visitor's preference behind it. */
export function useColourScheme(): { scheme: ColourScheme; preference: SchemePreference } {
  const preference = useSyncExternalStore(subscribe, schemePreference, prerenderedPreference);
  const system = useSyncExternalStore(subscribe, systemScheme, prerenderedScheme);
  return { scheme: preference === 'system' ? system : preference, preference };
}
