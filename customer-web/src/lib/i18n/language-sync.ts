import type { Language } from '@portal/shared';

export interface LanguageFacts {
  /** The login's stored language, null until it chose one. */
  stored: Language | null;
  /** The language the page shows. */
  current: Language;
  /** The language this visit was opened with (`language` query parameter). */
  openedWith: Language | null;
  /** A choice made on this device before signing in. */
  chosenHere: Language | null;
  /** A choice made on this page while the login's was still being read: the newest, so it wins. */
  chosenWhileReading: Language | null;
}

/**
 * What to do with the login's language once it is known: a choice made while it was being read is kept; a `language` query
 * parameter is an explicit choice and is kept; otherwise the stored choice follows the login to this device;
 * a login that never chose takes the one made here.
 */
export function syncLanguage({
  stored,
  current,
  openedWith,
  chosenHere,
  chosenWhileReading,
}: LanguageFacts): {
  apply?: Language;
  save?: Language;
} {
  if (chosenWhileReading) return chosenWhileReading === stored ? {} : { save: chosenWhileReading };
  if (openedWith) return openedWith === stored ? {} : { save: openedWith };
  if (stored) return stored === current ? {} : { apply: stored };
  return chosenHere ? { save: chosenHere } : {};
}
