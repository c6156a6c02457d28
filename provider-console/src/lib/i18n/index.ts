import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { mergeDeep } from '../merge';
import { consoleEn } from './en';

export const en = mergeDeep(englishMessages, consoleEn) as TranslationMessages;

/** English, and te reo Māori laid over it (missing keys fall back to English), loaded when chosen. */
export const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'mi-NZ' ? import('./mi').then((m) => mergeDeep(en, m.mi)) : en;

export const i18nProvider = polyglotI18nProvider(
  getMessages,
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'mi-NZ', name: 'Te reo Māori' },
  ],
  { allowMissing: true },
);
