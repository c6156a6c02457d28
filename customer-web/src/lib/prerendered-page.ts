import { sendHeldSubmit } from './held-submit';
import { forgetTypedFields } from './typed-before-start';
/**
 * The pages a visitor lands on, drawn to HTML when the app is built (see prerender/) so they show before the
 * JavaScript has run. Each is drawn as a first visit sees it: signed out, in English, light, with no cart.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/sign-in',
  '/sign-up',
  '/plans',
  '/international-plans',
  '/broadband',
  '/recharge',
  '/pay-bill',
  '/help',
] as const;

/** On the root element of a pre-rendered page: the path (inside the app's base) it was drawn for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered';
/** The script element carrying the API data the page was drawn with (TanStack Query's dehydrated state). */
export const PRERENDERED_DATA_ID = 'prerendered-data';

/**
 * A pre-rendered page shows before it answers: its root keeps the attribute until the page has hydrated (or been
 * drawn afresh), so anything that must wait for a working page (the journeys) can tell.
 */
export function markPageLive(): void {
  const root = document.getElementById('root');
  if (!root) return;
  root.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
  forgetTypedFields();
  sendHeldSubmit(root);
}

/** JSON safe inside a script element: no "</script>" or "<!--" can end or bend it. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
