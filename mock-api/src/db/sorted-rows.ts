import type { RowSlots } from './row-slots';

export type RowKey = string | number;

/** Past this share of the rows changed at once (a bulk load), sorting afresh costs less than moving each. */
const RESORT_SHARE = 1 / 8;

/**
 * The rows of a table in the order of one sort key, ties broken by the record's id (ascending, whichever way the
 * key goes): what a list sorted by that column reads up to its page instead of sorting every request. Kept between
 * requests, and brought up to date from the table's changed rows when next read: each is taken out and put back by
 * a binary search, so an edit costs a move of the array, not a sort.
 *
 * Only keys of one type (all strings, or all numbers and none NaN) have one order that every sort agrees on; while
 * the keys are mixed the order is not kept and `sync` says so.
 */
export class SortedRows<R extends object> {
  private rows = new Int32Array(0);
  private length = 0;
  /** Each row's key and id as they were when it was put in its place (undefined: not in the order). */
  private keys: (RowKey | undefined)[] = [];
  private ids: (string | undefined)[] = [];
  /** How many placed keys are strings, numbers, or neither (NaN included). */
  private strings = 0;
  private numbers = 0;
  private others = 0;
  private syncedAt = -1;
  private sorted = false;

  constructor(
    private readonly slots: RowSlots<R>,
    private readonly keyOf: (record: R) => RowKey,
    private readonly idOf: (record: R) => string,
  ) {}

  /** Brings the order up to date with the table; false when the keys are of mixed types and have no one order. */
  sync(): boolean {
    if (this.syncedAt !== this.slots.version) {
      const changed = this.slots.changedSince(this.syncedAt);
      if (!changed || changed.length > this.slots.size * RESORT_SHARE) this.rebuild();
      else for (const row of new Set(changed)) this.move(row);
      this.syncedAt = this.slots.version;
    }
    if (!this.oneType()) {
      this.sorted = false;
      return false;
    }
    if (!this.sorted) this.sort();
    return true;
  }

  /**
   * Calls `visit` with each row in the order of the key (DESC: keys descending, equal keys still by ascending id)
   * until it answers false. Call `sync` first.
   */
  walk(direction: 'ASC' | 'DESC', visit: (row: number) => boolean): void {
    const { rows, keys } = this;
    if (direction === 'ASC') {
      for (let i = 0; i < this.length; i++) if (!visit(rows[i] as number)) return;
      return;
    }
    for (let end = this.length - 1; end >= 0;) {
      const key = keys[rows[end] as number];
      let start = end;
      while (start > 0 && keys[rows[start - 1] as number] === key) start--;
      for (let i = start; i <= end; i++) if (!visit(rows[i] as number)) return;
      end = start - 1;
    }
  }

  private rebuild(): void {
    this.keys = [];
    this.ids = [];
    this.strings = this.numbers = this.others = 0;
    const { records } = this.slots;
    const rows = new Int32Array(records.length);
    let length = 0;
    for (let row = 0; row < records.length; row++) {
      const record = records[row];
      if (!record) continue;
      this.remember(row, record);
      rows[length++] = row;
    }
    this.rows = rows;
    this.length = length;
    this.sorted = false;
  }

  private sort(): void {
    const { keys, ids } = this;
    const live = this.rows.subarray(0, this.length);
    live.sort((a, b) => {
      const ka = keys[a] as RowKey;
      const kb = keys[b] as RowKey;
      if (ka !== kb) return ka < kb ? -1 : 1;
      const ia = ids[a] as string;
      const ib = ids[b] as string;
      return ia < ib ? -1 : ia > ib ? 1 : 0;
    });
    this.sorted = true;
  }

  /** Takes a changed row out of the order and, while it holds a record, puts it back where its key now goes. */
  private move(row: number): void {
    if (this.keys[row] !== undefined) {
      const at = this.sorted ? this.find(row) : this.rows.subarray(0, this.length).indexOf(row);
      this.rows.copyWithin(at, at + 1, this.length);
      this.length--;
      this.forget(row);
    }
    const record = this.slots.records[row];
    if (!record) return;
    this.remember(row, record);
    if (this.length === this.rows.length) {
      const grown = new Int32Array(Math.max(16, this.rows.length * 2));
      grown.set(this.rows);
      this.rows = grown;
    }
    const at = this.sorted && this.oneType() ? this.insertionPoint(row) : this.length;
    this.rows.copyWithin(at + 1, at, this.length);
    this.rows[at] = row;
    this.length++;
    // A key of another type leaves the order unsorted until the keys agree again.
    if (!this.oneType()) this.sorted = false;
  }

  /** Where a placed row is, by a binary search on its remembered key. */
  private find(row: number): number {
    const at = this.insertionPoint(row);
    return this.rows[at] === row ? at : this.rows.subarray(0, this.length).indexOf(row);
  }

  /** The first position whose row does not sort before `row`. */
  private insertionPoint(row: number): number {
    const key = this.keys[row] as RowKey;
    const id = this.ids[row] as string;
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const other = this.rows[mid] as number;
      const k = this.keys[other] as RowKey;
      const before = k !== key ? k < key : (this.ids[other] as string) < id;
      if (before) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private remember(row: number, record: R): void {
    const key = this.keyOf(record);
    this.keys[row] = key;
    this.ids[row] = this.idOf(record);
    if (typeof key === 'string') this.strings++;
    else if (typeof key === 'number' && !Number.isNaN(key)) this.numbers++;
    else this.others++;
  }

  private forget(row: number): void {
    const key = this.keys[row];
    if (typeof key === 'string') this.strings--;
    else if (typeof key === 'number' && !Number.isNaN(key)) this.numbers--;
    else this.others--;
    this.keys[row] = undefined;
    this.ids[row] = undefined;
  }

  private oneType(): boolean {
    return this.others === 0 && (this.strings === 0 || this.numbers === 0);
  }
}
