import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '@portal/shared';
import { chosenLanguage, openedWithLanguage, setLanguage } from '../lib/i18n';
import { syncLanguage } from '../lib/i18n/language-sync';
import { useSetUserPreferences, useUserPreferences } from '../lib/user-preferences';

// The terms dialog (and its form) loads only for a login that still has to accept them.
const TermsGate = lazy(() => import('../features/access/terms-gate').then((m) => ({ default: m.TermsGate })));

/** The documents stay readable while the terms wait to be accepted. */
const DOCUMENT_PATHS = ['/terms', '/privacy'];

/**
 * What a signed-in login keeps wherever it signs in: its language follows it, both ways,
 * and a login that has not accepted the terms is asked to before going on. Loaded only once signed in.
 */
export default function LoginPreferences({ onSignOut }: { onSignOut: () => void }) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const prefs = useUserPreferences();
  const { mutate: save } = useSetUserPreferences();
  const stored = prefs.data?.lang;
  const synced = useRef(false);
  const chosenWhileReading = useRef<Language | null>(null);

  // Once per sign-in (the shell mounts this anew for each login): bring the page and the stored choice together.
  useEffect(() => {
    if (stored === undefined || synced.current) return;
    synced.current = true;
    const todo = syncLanguage({
      stored,
      current: i18n.language as Language,
      openedWith: openedWithLanguage,
      chosenHere: chosenLanguage(),
      chosenWhileReading: chosenWhileReading.current,
    });
    if (todo.apply) void setLanguage(todo.apply);
    if (todo.save) save({ lang: todo.save });
  }, [stored, i18n, save]);

  // A switch of language is the login's new choice; one made before its stored choice arrives waits for it.
  const latest = useRef(stored);
  latest.current = stored;
  useEffect(() => {
    const onChange = (lng: string) => {
      if (!synced.current) chosenWhileReading.current = lng as Language;
      else if (lng !== latest.current) save({ lang: lng as Language });
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, save]);

  const termsPending =
    prefs.data?.['is-accepted-terms'] === false &&
    !DOCUMENT_PATHS.some((p) => location.pathname.startsWith(p));
  if (!termsPending) return null;
  return (
    <Suspense fallback={null}>
      <TermsGate onSignOut={onSignOut} />
    </Suspense>
  );
}
