import { nzDayRange, STORE_MAX_PAGE } from '@portal/shared';
import { ApiError } from '../../http/api-error';
import { reply, type Reply } from '../../http/reply';
import { selectSorted, type Direction, type SortValue } from './select';

/** The parsed query of a store list (see storeListQuery in shared). */
export interface ListQuery<F> {
  sort?: [string, Direction];
  range?: [number, number];
  filter?: F;
  PageNumber?: number;
  PageSize?: number;
}

export interface ListSpec<R, F> {
  /** The resource name Content-Range carries (the path segment, as react-admin names the resource). */
  resource: string;
  /** The key of the paginated envelope, e.g. LFCProducts. */
  envelope: string;
  defaultSort: [string, Direction];
  sortKey(field: string): (record: R) => SortValue;
  /** The predicate of a filter, built once per request. */
  matches(filter: F): (record: R) => boolean;
  /**
   * The records an index says can match, a subset of all (every one is still tested); undefined when no index
   * narrows the filter.
   */
  candidates?(filter: F): Iterable<R> | undefined;
  /**
   * The first `count` matches in the sort's order and how many matched, straight from an index kept between
   * requests; undefined when the index does not serve this filter (the records are then tested and sorted here).
   */
  select?(filter: F, field: string, direction: Direction, count: number): Selection<R> | undefined;
}

export interface Selection<R> {
  page: R[];
  total: number;
}

const DEFAULT_PAGE = 25;

/**
 * Answers a list request in one of the two forms: ra-data-simple-rest (`range`, an array and Content-Range) or
 * the paginated one (`PageNumber`/`PageSize`, an envelope, 404 "no response data" past the end). Only the page is
 * turned into wire records.
 */
export function answerList<R extends { UUID: string }, F extends { id?: string | string[] }, W>(
  records: Iterable<R>,
  query: ListQuery<F>,
  spec: ListSpec<R, F>,
  toWire: (record: R) => W,
  // The answer is one of the contract's two shapes; `never` lets it stand for whichever the route declares.
): Reply<never> {
  const filter = (query.filter ?? {}) as F;
  const paged = !query.range && (query.PageNumber !== undefined || query.PageSize !== undefined);
  let start: number;
  let end: number;
  if (paged) {
    const size = query.PageSize ?? DEFAULT_PAGE;
    start = ((query.PageNumber ?? 1) - 1) * size;
    end = start + size - 1;
  } else {
    // getMany sends only `filter: {"id": [...]}`: every asked-for record comes back.
    [start, end] = query.range ?? (filter.id ? [0, STORE_MAX_PAGE - 1] : [0, DEFAULT_PAGE - 1]);
  }
  const [field, direction] = query.sort ?? spec.defaultSort;
  const { page, total } =
    spec.select?.(filter, field, direction, end + 1) ??
    selectSorted(
      spec.candidates?.(filter) ?? records,
      spec.matches(filter),
      spec.sortKey(field),
      (r) => r.UUID,
      direction,
      end + 1,
    );
  const wire = page.slice(start).map(toWire);
  if (paged) {
    if (!wire.length) throw new ApiError(404, 'no_response_data');
    return reply({ [spec.envelope]: wire, Total: total } as never);
  }
  const range = wire.length ? `${start}-${start + wire.length - 1}` : '*';
  return reply(wire as never, { headers: { 'Content-Range': `${spec.resource} ${range}/${total}` } });
}

/** The common filters: ids (deleted ones included), the trash, created between two NZ days, and text search. */
export interface CommonFilter {
  id?: string | string[];
  q?: string;
  deleted?: boolean;
  CreatedFrom?: string;
  CreatedTo?: string;
}

type Test<R> = (record: R) => boolean;

export function commonTests<
  R extends { UUID: string; CreatedAtNanos: number; DeletedAtNanos?: number | null },
>(filter: CommonFilter, haystack: (record: R) => string): Test<R>[] {
  const tests: Test<R>[] = [];
  if (filter.id !== undefined) {
    const ids = new Set(Array.isArray(filter.id) ? filter.id : [filter.id]);
    tests.push((r) => ids.has(r.UUID));
  } else {
    const trash = filter.deleted === true;
    tests.push((r) => ((r.DeletedAtNanos ?? null) !== null) === trash);
  }
  if (filter.CreatedFrom) {
    const from = nzDayRange(filter.CreatedFrom)[0] * 1e6;
    tests.push((r) => r.CreatedAtNanos >= from);
  }
  if (filter.CreatedTo) {
    const to = nzDayRange(filter.CreatedTo)[1] * 1e6;
    tests.push((r) => r.CreatedAtNanos < to);
  }
  const words = searchWords(filter.q);
  if (words.length) {
    tests.push((r) => {
      const text = haystack(r);
      return words.every((w) => text.includes(w));
    });
  }
  return tests;
}

/** The words of a text search, lower-case: a record matches when its search text holds every one. */
export const searchWords = (q: string | undefined): string[] =>
  q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];

export const allOf =
  <R>(tests: Test<R>[]): Test<R> =>
  (r) => {
    for (const t of tests) if (!t(r)) return false;
    return true;
  };

/** Tests one value (or one of several) against a field. */
export function oneOf<R, V>(wanted: V | V[] | undefined, value: (record: R) => V): Test<R> | undefined {
  if (wanted === undefined) return undefined;
  const set = new Set(Array.isArray(wanted) ? wanted : [wanted]);
  return (r) => set.has(value(r));
}

/** Lower-case search text, computed once per stored record (an update stores a new object, so it refreshes). */
export function searchText<R extends object>(build: (record: R) => string): (record: R) => string {
  const cache = new WeakMap<R, string>();
  return (record) => {
    let text = cache.get(record);
    if (text === undefined) {
      text = build(record).toLowerCase();
      cache.set(record, text);
    }
    return text;
  };
}

/** A field path like `Address.Formatted` read from a record; missing values sort first. */
export function fieldValue(record: unknown, path: string): SortValue {
  return fieldReader(path)(record);
}

/** The reader of a field path, split once (a list reads the sort field of every candidate). */
export function fieldReader(path: string): (record: unknown) => SortValue {
  const parts = path.split('.');
  return (record) => {
    let value: unknown = record;
    for (const part of parts) value = (value as Record<string, unknown> | null | undefined)?.[part];
    if (typeof value === 'number' || typeof value === 'string') return value;
    if (typeof value === 'boolean') return value ? 1 : 0;
    return '';
  };
}

/** The values a filter field asks for, as a list (one value or several). */
export const wanted = <V>(value: V | V[] | undefined): V[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];
