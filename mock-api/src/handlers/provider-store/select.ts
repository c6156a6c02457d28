/** A sort key: numbers and strings compare as they are; missing values sort first. */
export type SortValue = string | number;
export type Direction = 'ASC' | 'DESC';

interface Keyed<T> {
  item: T;
  key: SortValue;
  tie: string;
}

function compare<T>(direction: Direction) {
  const sign = direction === 'ASC' ? 1 : -1;
  return (a: Keyed<T>, b: Keyed<T>) => {
    if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * sign;
    return a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0;
  };
}

/**
 * The first `count` matching items in sort order, and how many matched, in one pass: a full sort only when most
 * of the matches are wanted, otherwise a bounded sorted buffer (O(n log k)), so a 25-row page of 10,000 records
 * costs one scan. Ties break on a stable id so pages never overlap.
 */
export function selectSorted<T>(
  items: Iterable<T>,
  matches: (item: T) => boolean,
  key: (item: T) => SortValue,
  tie: (item: T) => string,
  direction: Direction,
  count: number,
): { page: T[]; total: number } {
  const cmp = compare<T>(direction);
  const sign = direction === 'ASC' ? 1 : -1;
  const best: Keyed<T>[] = [];
  let total = 0;
  for (const item of items) {
    if (!matches(item)) continue;
    total++;
    if (count <= 0) continue;
    const value = key(item);
    if (best.length === count) {
      // Most matches of a large list sort after the page: they are turned away before anything is made for them.
      const worst = (best[count - 1] as Keyed<T>).key;
      if (value !== worst && (value < worst ? -1 : 1) * sign > 0) continue;
    }
    const entry = { item, key: value, tie: tie(item) };
    if (best.length === count) {
      if (cmp(entry, best[count - 1] as Keyed<T>) >= 0) continue;
      best.pop();
    }
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp(best[mid] as Keyed<T>, entry) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, entry);
  }
  return { page: best.map((e) => e.item), total };
}
