import { PRERENDERED_DATA_ID, PRERENDERED_PATH_ATTRIBUTE, scriptSafeJson } from '../src/lib/prerendered-page';
import type { PrerenderedPage } from '../src/prerender/render-page';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The app shell (the built index.html) with a pre-rendered page in its root, its title and CSS in the head. */
export function intoShell(shell: string, path: string, page: PrerenderedPage): string {
  if (!shell.includes(ROOT) || !shell.includes('</head>') || !TITLE.test(shell))
    throw new Error('The app shell has no empty root or no title');
  const root =
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${path}">${page.html}</div>` +
    `<script type="application/json" id="${PRERENDERED_DATA_ID}">${scriptSafeJson(page.data)}</script>`;
  // Functions as replacements: a `$` in the page's text must stay as it is.
  return shell
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(ROOT, () => root);
}
