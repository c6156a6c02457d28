import type { FibreOrder, FibreOrderFilter, OrderStep } from '@portal/shared';
import { CodeColumn } from '../../db/code-column';
import { grown } from '../../db/grown-array';
import type { IndexSource } from '../../db/record-index';
import { RowSlots } from '../../db/row-slots';
import { SortedRows, type RowKey } from '../../db/sorted-rows';
import { HOLDS, LACKS, SearchMemo, UNKNOWN } from '../../db/search-memo';
import { StepColumn } from '../../db/step-column';
import { TokenIndex } from '../../db/token-index';
import { searchWords, wanted, type Selection } from './list';
import { selectSorted, type Direction, type SortValue } from './select';

export interface OrderQuery {
  /** Any filter but a list of ids (those few orders are looked up by key instead). */
  filter: Omit<FibreOrderFilter, 'id'>;
  now: number;
  /** The filter's fields the rows do not hold, tested on the orders the others let through. */
  rest?: (order: FibreOrder) => boolean;
  field: string;
  direction: Direction;
  /** How many orders of the sort's order are wanted: the page and those before it. */
  count: number;
  /** The sort key of a column whose order is not kept: it depends on the clock or on another table. */
  key: (order: FibreOrder) => SortValue;
}

/**
 * The fibre orders as the orders list reads them. A row per order holds what the list's filters test in typed
 * arrays (the state the clock gives it, its LFC, plan and customer as codes, whether it is deleted) and its
 * lower-case search text; a column whose sort needs only the stored order keeps its rows in order. A request then
 * tests 100,000 orders in one pass over small arrays, reads the search text only of those the other tests let
 * through (and only once per search word until the order changes), and walks the column's order only as far as its
 * page. Reading the fields of every order instead cost a cache miss per field per order on every request.
 */
export class OrderRows {
  private readonly state = new StepColumn<FibreOrder, OrderStep, string>(
    (o) => o.Timeline,
    (step) => step.State,
  );
  private readonly lfc = new CodeColumn<string>();
  private readonly plan = new CodeColumn<string>();
  private readonly customer = new CodeColumn<string>();
  /** Per row: 1 deleted (in the trash), 0 not, FREE for a row without a record. */
  private deleted = new Uint8Array(0);
  private readonly texts: string[] = [];
  private readonly memo = new SearchMemo();
  private readonly tokens = new TokenIndex(this.texts);
  private readonly sorted = new Map<string, SortedRows<FibreOrder>>();
  /** Which rows the request at hand matched: the walk of a column's order reads it instead of testing again. */
  private hits = new Uint8Array(0);
  private readonly slots: RowSlots<FibreOrder>;

  constructor(
    table: IndexSource<FibreOrder>,
    /** The order's search text (lower-cased here). */
    private readonly textOf: (order: FibreOrder) => string,
    /** The sort key of a column that reads only the stored order, or undefined for any other column. */
    private readonly storedKey: (field: string) => ((order: FibreOrder) => RowKey) | undefined,
  ) {
    this.slots = new RowSlots(table, {
      row: (row, order) => this.set(row, order),
      reload: (records) => this.reload(records),
    });
  }

  select(query: OrderQuery): Selection<FibreOrder> {
    const { filter, count } = query;
    const { records } = this.slots;
    const states = this.state.at(records, query.now);
    const columns: FilteredColumn[] = [];
    const filterBy = (
      codes: Int32Array,
      column: CodeColumn<string>,
      values: string | string[] | undefined,
    ) => {
      const list = wanted(values);
      if (list) columns.push({ codes, accepted: column.accepting(list) });
    };
    filterBy(states, this.state.column, filter.State);
    filterBy(this.lfc.codes, this.lfc, filter.LFC);
    filterBy(this.plan.codes, this.plan, filter.PlanUUID);
    filterBy(this.customer.codes, this.customer, filter.CustomerUUID);
    const hits = (this.hits = grown(this.hits, records.length));
    const words = searchWords(filter.q);
    const total = markMatches(
      records,
      {
        searched: this.tokens.find(words),
        deleted: this.deleted,
        trash: filter.deleted === true ? 1 : 0,
        columns,
        texts: this.texts,
        words,
        memos: words.map((word) => this.memo.of(word, records.length)),
        rest: query.rest,
      },
      hits,
    );
    const sorted = this.sortedBy(query.field);
    if (!sorted) {
      // A column whose order is not kept: the matches are sorted here, as any list is.
      const matched: FibreOrder[] = [];
      for (let row = 0; row < records.length; row++) if (hits[row]) matched.push(records[row] as FibreOrder);
      return selectSorted(
        matched,
        () => true,
        query.key,
        (o) => o.UUID,
        query.direction,
        count,
      );
    }
    const page: FibreOrder[] = [];
    if (count > 0)
      sorted.walk(query.direction, (row) => {
        if (hits[row]) page.push(records[row] as FibreOrder);
        return page.length < count;
      });
    return { page, total };
  }

  /** The kept order of a column, up to date; undefined when the column's key is not the stored order's alone. */
  private sortedBy(field: string): SortedRows<FibreOrder> | undefined {
    let order = this.sorted.get(field);
    if (!order) {
      const key = this.storedKey(field);
      if (!key) return undefined;
      this.sorted.set(field, (order = new SortedRows(this.slots, key, (o) => o.UUID)));
    }
    return order.sync() ? order : undefined;
  }

  private set(row: number, order: FibreOrder | undefined): void {
    this.state.changed(row);
    this.memo.forget(row);
    this.deleted = grown(this.deleted, row + 1);
    const before = this.texts[row] ?? '';
    if (!order) {
      this.deleted[row] = FREE;
      this.texts[row] = '';
      this.tokens.changed(row, before, '');
      return;
    }
    this.lfc.set(row, order.LFC);
    this.plan.set(row, order.PlanUUID);
    this.customer.set(row, order.CustomerUUID);
    this.deleted[row] = (order.DeletedAtNanos ?? null) !== null ? 1 : 0;
    this.texts[row] = this.textOf(order).toLowerCase();
    this.tokens.changed(row, before, this.texts[row]);
  }

  private reload(records: readonly (FibreOrder | undefined)[]): void {
    this.state.reload();
    this.lfc.clear();
    this.plan.clear();
    this.customer.clear();
    this.texts.length = 0;
    this.memo.clear();
    this.tokens.clear();
    this.deleted = new Uint8Array(records.length);
    for (let row = 0; row < records.length; row++) this.set(row, records[row]);
  }
}

/** The `deleted` mark of a row without a record: neither in the trash nor out of it. */
const FREE = 2;

/** A code column a filter names, and a table by code: 1 where the filter accepts the code. */
interface FilteredColumn {
  codes: Int32Array;
  accepted: Uint8Array;
}

/** What a request tests of each row. */
interface RowTests {
  /** The rows whose text holds every word, when the token index narrowed the search; the rest hold none. */
  searched: readonly number[] | undefined;
  deleted: Uint8Array;
  /** 1 to list the trash, 0 for the rest. */
  trash: number;
  columns: readonly FilteredColumn[];
  texts: readonly string[];
  words: readonly string[];
  /** Per word, what is known of each row's text. */
  memos: readonly Uint8Array[];
  rest: ((order: FibreOrder) => boolean) | undefined;
}

/**
 * Marks the rows that match in `hits` and counts them. On its own, so the engine optimises this loop alone, with
 * the cheapest tests first: the search text is read only for the rows the typed arrays let through, and only
 * when the memo does not know the answer yet. When the token index found the searched rows, only those are tested.
 */
function markMatches(
  records: readonly (FibreOrder | undefined)[],
  tests: RowTests,
  hits: Uint8Array,
): number {
  const { searched } = tests;
  if (!searched) {
    let total = 0;
    for (let row = 0; row < records.length; row++) total += hits[row] = matchesRow(row, records, tests, true);
    return total;
  }
  hits.fill(0, 0, records.length);
  let total = 0;
  for (let i = 0; i < searched.length; i++) {
    const row = searched[i] as number;
    total += hits[row] = matchesRow(row, records, tests, false);
  }
  return total;
}

/** 1 when the row passes the tests, the search words too when `words` (else the index found it by them). */
function matchesRow(
  row: number,
  records: readonly (FibreOrder | undefined)[],
  tests: RowTests,
  words: boolean,
): number {
  const { deleted, trash, columns, texts, words: searchedWords, memos, rest } = tests;
  // Not even the record is read here: testing it would reach into memory far apart for every row.
  if (deleted[row] !== trash) return 0;
  for (let c = 0; c < columns.length; c++) {
    const column = columns[c] as FilteredColumn;
    if (column.accepted[column.codes[row] as number] !== 1) return 0;
  }
  if (words) {
    for (let w = 0; w < memos.length; w++) {
      const memo = memos[w] as Uint8Array;
      let known = memo[row];
      if (known === UNKNOWN)
        memo[row] = known = (texts[row] as string).includes(searchedWords[w] as string) ? HOLDS : LACKS;
      if (known !== HOLDS) return 0;
    }
  }
  if (rest && !rest(records[row] as FibreOrder)) return 0;
  return 1;
}
