import { en } from '../lib/i18n';

/** Keys of the texts that state an absence: "No … found", "No … yet.", "Element does not exist", "No notes yet." */
const ABSENCE_KEY = /(^|_)(none|empty|no_results|not_found|doesnt_exist|no_times)$/;

function leaves(node: unknown, key: string, out: { key: string; text: string }[]) {
  if (typeof node === 'string') out.push({ key, text: node });
  else if (node && typeof node === 'object')
    for (const [k, value] of Object.entries(node)) leaves(value, k, out);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the console must not say when a call failed, unless it said it with every call answering: each English
 * text that states an absence (its placeholders matching anything), and a range of rows ("1-25 of 25"), which a
 * failed list would otherwise claim.
 */
export function falseStatements(): RegExp[] {
  const all: { key: string; text: string }[] = [];
  leaves(en, '', all);
  const absences = all
    .filter(({ key, text }) => ABSENCE_KEY.test(key) && !text.includes('|||| '))
    .map(({ text }) => new RegExp(escape(text).replace(/%\\\{\w+\\\}/g, '.+?')));
  return [...absences, /\d+-\d+ of \d+/];
}
