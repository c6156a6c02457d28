import { PRERENDERED_DATA_ID, PRERENDERED_PATH_ATTRIBUTE, scriptSafeJson } from '../src/lib/prerendered-page';

/** What a drawn page puts into the shell: the parts of render-page's `PrerenderedPage` read here. */
interface DrawnPage {
  html: string;
  styles: string;
  data: unknown;
  title: string;
}

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const APP_SCRIPT = '<script type="module"';

/**
 * The page's style tags go into the head, where nothing needs to make way for them. Emotion's caches move each style
 * tag of theirs not marked as placed (`data-s`) to the head's end as they are made, in the app's first long task,
 * and the browser takes each stylesheet in again; marked, they are taken over where they are.
 */
const placed = (styleTags: string) =>
  styleTags.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The element naming the chunks of a pre-rendered page's route code, for `public/link-route-code.js`. */
export const ROUTE_CODE_ID = 'route-code';

/**
 * The app shell (the built index.html) with a pre-rendered page in its root, its title and CSS in the head, and the
 * chunks of its route's code (`routeCode`, addresses) named for `link-route-code.js` (at `base`) to link once the page
 * is painted; those the shell links already are left out.
 */
export function intoShell(
  shell: string,
  path: string,
  page: DrawnPage,
  routeCode: { base: string; chunks: string[] } = { base: '/', chunks: [] },
): string {
  if (!shell.includes(ROOT) || !shell.includes('</head>') || !TITLE.test(shell))
    throw new Error('The app shell has no empty root or no title');
  const chunks = routeCode.chunks.filter((href) => !shell.includes(`"${href}"`));
  const root =
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${path}">${page.html}</div>` +
    `<script type="application/json" id="${PRERENDERED_DATA_ID}">${scriptSafeJson(page.data)}</script>` +
    (chunks.length > 0
      ? `<script type="application/json" id="${ROUTE_CODE_ID}">${scriptSafeJson(chunks)}</script>`
      : '');
  // Deferred, and ahead of the app's module script, the linking script runs before the app whichever file arrives
  // first: the app then waits for its links instead of making its own.
  const linker = chunks.length > 0 ? `<script src="${routeCode.base}link-route-code.js" defer></script>` : '';
  const beforeApp = shell.includes(APP_SCRIPT) ? APP_SCRIPT : '</head>';
  // Functions as replacements: a `$` in the page's text must stay as it is.
  return shell
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(beforeApp, () => linker + beforeApp)
    .replace('</head>', () => `${placed(page.styles)}</head>`)
    .replace(ROOT, () => root);
}
