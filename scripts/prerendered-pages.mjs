// Where a pre-rendered page lives in a build folder, by the address it answers. The build writes the files and the
// servers read them through this one rule. They sit apart from the build's own files, under prerendered/, so the
// app shell keeps its name (index.html) and stays the answer for every other address.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PAGE_NAME = /^[a-z0-9-]+$/;
const HOME = 'index';

/** The file of the page pre-rendered for `pathname` ('/sign-in', 'sign-in/', '/'), or undefined when none can be. */
export function prerenderedFileFor(pathname) {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  if (name === '') return `prerendered/${HOME}.html`;
  return PAGE_NAME.test(name) && name !== HOME ? `prerendered/${name}.html` : undefined;
}

/**
 * The flags profile the pages were drawn with, written beside them: a page drawn with flags that turn a module on
 * shows that module's content, which a server running other flags must not send (its app would then remove it).
 */
export const PRERENDERED_PROFILE_FILE = 'prerendered/flags-profile.txt';

/** Whether the folder's pre-rendered pages were drawn with `flagsProfile` (no record: drawn with the default). */
export function prerenderedWithProfile(distDir, flagsProfile) {
  const file = join(distDir, PRERENDERED_PROFILE_FILE);
  const drawnWith = existsSync(file) ? readFileSync(file, 'utf8').trim() : 'demo';
  return drawnWith === flagsProfile;
}

/** The addresses a build folder holds pre-rendered pages for ('/' first), read from its files. */
export function prerenderedPathsIn(distDir) {
  const dir = join(distDir, 'prerendered');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .map((name) => (name === HOME ? '/' : `/${name}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
