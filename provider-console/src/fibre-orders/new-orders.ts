import type { Identifier, RaRecord } from 'react-admin';

export interface ListPage {
  ids: readonly Identifier[];
  total: number | undefined;
}

/**
 * How many orders arrived since the list was drawn, from a fresh read of its first page: the growth of the total,
 * or, while the first page is shown, the orders on it the operator has not seen (an order created while another was
 * removed keeps the total), whichever is more.
 */
export function newOrderCount(shown: ListPage & { firstPage: boolean }, fresh: ListPage): number {
  const grown = (fresh.total ?? 0) - (shown.total ?? 0);
  const seen = new Set(shown.ids.map(String));
  const unseen = shown.firstPage ? fresh.ids.filter((id) => !seen.has(String(id))).length : 0;
  return Math.max(0, grown, unseen);
}

/**
 * Whether the fresh first page holds the rows shown, in the same order, with something in them changed (a state the
 * clock moved on, another operator's edit): those can be drawn again in place without moving a row.
 */
export function changedInPlace(shown: readonly RaRecord[], fresh: readonly RaRecord[]): boolean {
  if (shown.length !== fresh.length) return false;
  if (shown.some((row, i) => String(row.id) !== String(fresh[i]?.id))) return false;
  return JSON.stringify(shown) !== JSON.stringify(fresh);
}
