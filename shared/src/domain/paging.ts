import { PAGING } from '../config';

/** How many pages a list of `total` items fills; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number = PAGING.pageSize): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number brought inside 1..pages (a non-number counts as the first page). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** The items of one page (pages count from 1). */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number = PAGING.pageSize): T[] {
  const current = clampPage(page, pageCount(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
}

export interface PageWindow {
  current: number;
  pages: number;
  /** The page numbers to show: the current one and up to `eitherSide` on each side of it. */
  shown: number[];
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The pager's window: page size 10 with 4 pages shown either side. */
export function pageWindow(
  page: number,
  pages: number,
  eitherSide: number = PAGING.pagesEitherSide,
): PageWindow {
  const total = Math.max(1, Math.trunc(pages) || 1);
  const current = clampPage(page, total);
  const first = Math.max(1, current - eitherSide);
  const last = Math.min(total, current + eitherSide);
  return {
    current,
    pages: total,
    shown: Array.from({ length: last - first + 1 }, (_, i) => first + i),
    hasPrevious: current > 1,
    hasNext: current < total,
  };
}
