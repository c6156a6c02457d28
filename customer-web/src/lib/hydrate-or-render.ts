import type { DehydratedState } from '@tanstack/react-query';
import { PRERENDERED_DATA_ID, PRERENDERED_PATH_ATTRIBUTE } from './prerendered-page';

/** What a page shows on its first render in this browser, beside what its pre-rendered HTML shows. */
export interface FirstRenderFacts {
  /** The path the root's HTML was drawn for, or undefined when the root is the empty app shell. */
  prerenderedPath: string | undefined;
  /** The path inside the app's base and the query of the address opened. */
  path: string;
  search: string;
  language: string;
  /** The app keeps data in this browser (lib/storage.ts): a session, a cart, a purchase in progress… */
  keptData: boolean;
  /** The header was hidden earlier in this browser session. */
  headerHidden: boolean;
}

/**
 * Hydrate only when the first render draws what the HTML shows: the same page, opened without a query (a query can
 * change the page, as a sign-in's return address does), in English, with the header, and with none of the app's
 * kept data (a first visit's state: no session, cart or purchase in progress). Otherwise the app renders afresh over
 * the HTML (chosen: a signed-in visitor is redirected, a language changes every text and kept data fills the pages
 * in, so hydrating would only mismatch). The colour scheme is not in the rule: it switches right after hydrating.
 */
export const shouldHydrate = (facts: FirstRenderFacts): boolean =>
  facts.prerenderedPath !== undefined &&
  samePath(facts.prerenderedPath, facts.path) &&
  facts.search === '' &&
  facts.language === 'en' &&
  !facts.keptData &&
  !facts.headerHidden;

const samePath = (a: string, b: string) => trimSlash(a) === trimSlash(b);
const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/** The path inside the app's base (`basename` without its last slash, '' at the root). */
export const pathInApp = (pathname: string, basename: string): string =>
  (pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname) || '/';

/** The pre-rendered page's path and data, read from the document, or undefined for the app shell. */
export function readPrerendered(
  root: HTMLElement,
): { path: string; data: DehydratedState | undefined } | undefined {
  const path = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  if (path === null || !root.hasChildNodes()) return undefined;
  const json = document.getElementById(PRERENDERED_DATA_ID)?.textContent;
  return { path, data: json ? (JSON.parse(json) as DehydratedState) : undefined };
}
