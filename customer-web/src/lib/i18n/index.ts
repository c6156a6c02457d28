import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared';
import { commonEn, commonMi } from './common';

export const LANGUAGE_KEY = 'portal.lang';

const isLanguage = (value: string | null | undefined): value is Language =>
  !!value && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a `language` query parameter asks for. Links name it as a language tag in any case or by its
 * language alone ("mi", "mi-nz", "en-NZ"): each means the one of ours with that language.
 */
export const languageFromQuery = (search: string): Language | null => {
  const asked = new URLSearchParams(search).get('language')?.trim().toLowerCase();
  if (!asked) return null;
  const base = asked.split(/[-_]/)[0];
  return (
    LANGUAGES.find((l) => l.toLowerCase() === asked) ??
    LANGUAGES.find((l) => l.split('-')[0] === base) ??
    null
  );
};

/** The choice made on this device (or by a `language` query parameter), if any. */
export const chosenLanguage = (): Language | null => {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : null;
};

/** The language the page was opened with by its `language` query parameter (the provider's app sets it). */
export const openedWithLanguage = languageFromQuery(window.location.search);

/** The `language` query parameter wins, then the stored choice, then English. */
export function initialLanguage(search = window.location.search): Language {
  const fromQuery = languageFromQuery(search);
  if (fromQuery) {
    localStorage.setItem(LANGUAGE_KEY, fromQuery);
    return fromQuery;
  }
  return chosenLanguage() ?? 'en';
}

const htmlLang = (lng: Language) => (lng === 'mi-NZ' ? 'mi' : 'en');

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common: commonEn }, 'mi-NZ': { common: commonMi } },
  interpolation: { escapeValue: false },
  returnNull: false,
});
// Pre-rendering at build time has no document: the page's HTML says English, the language it is drawn in.
if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(i18n.language as Language);

/** A feature brings its own texts when it loads (features are code-split, so are their texts). */
export function registerTranslations(ns: string, catalogs: { en: object; 'mi-NZ': object }): void {
  if (i18n.hasResourceBundle('en', ns)) return;
  i18n.addResourceBundle('en', ns, catalogs.en, true, true);
  i18n.addResourceBundle('mi-NZ', ns, catalogs['mi-NZ'], true, true);
}

export async function setLanguage(lng: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lng);
  document.documentElement.lang = htmlLang(lng);
  await i18n.changeLanguage(lng);
}

export { i18n };
