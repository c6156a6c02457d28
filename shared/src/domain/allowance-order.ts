/*
 * The one order in which allowances are listed, wherever they are: data, minutes, texts, picture messages,
 * hotspot, then the international extras. Every list takes its order from here so no two screens disagree.
 */

export const ALLOWANCE_ORDER = ['data', 'voice', 'sms', 'mms', 'hotspot', 'idd_voice', 'idd_sms'] as const;
export type ListedAllowance = (typeof ALLOWANCE_ORDER)[number];

/** The position of a kind in the shared order. */
export const allowanceRank = (kind: ListedAllowance): number => ALLOWANCE_ORDER.indexOf(kind);

/** The items in the shared allowance order (a copy; items of the same kind keep their order). */
export function inAllowanceOrder<T>(items: readonly T[], kindOf: (item: T) => ListedAllowance): T[] {
  return [...items].sort((a, b) => allowanceRank(kindOf(a)) - allowanceRank(kindOf(b)));
}

/** The kinds of the shared order that `kinds` holds, in that order. */
export function allowanceKinds<K extends ListedAllowance>(kinds: readonly K[]): K[] {
  return ALLOWANCE_ORDER.filter((kind): kind is K => (kinds as readonly ListedAllowance[]).includes(kind));
}
