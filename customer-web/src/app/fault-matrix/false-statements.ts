import { i18n } from '../../lib/i18n';

/**
 * Keys of the texts that state an absence ("none", "empty", "no…", "not found", a record "not one of yours") or an
 * unverified email.
 */
const ABSENCE_KEY = /^(none|empty|no[A-Z]\w*|nothing\w*|notFound|unknown)$/;

function leaves(node: unknown, path: string[], out: { path: string[]; text: string }[]) {
  if (typeof node === 'string') out.push({ path, text: node });
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) leaves(value, [...path, key], out);
}

/**
 * The English texts that, shown when a call failed, would state something false: every text of the loaded
 * catalogues that says there is none of something, plus "Verify your email" and "Your page wasn't found". Their
 * fixed part only (before any placeholder), so a text with a value is still recognised.
 */
export function falseStatements(): string[] {
  const all: { path: string[]; text: string }[] = [];
  leaves(i18n.store.data.en, [], all);
  const out = new Set<string>(["Your page wasn't found", 'Verify your email']);
  for (const { path, text } of all) {
    // The text of an absence, or one of its forms (`unknown.ufb`, `unknown.fwa`).
    if (path.slice(-2).some((key) => ABSENCE_KEY.test(key))) out.add(text.split('{{')[0]!.trim());
  }
  return [...out].filter((t) => t.length > 8);
}
