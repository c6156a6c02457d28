import type { IndexSource } from './record-index';

/** How many changed rows the log keeps; an index further behind than that builds itself afresh. */
const LOG_LIMIT = 4096;

/** Told of a row's new record (undefined when the row was freed), and of a replaced table as a whole. */
export interface RowListener<R> {
  row(row: number, record: R | undefined): void;
  reload(records: readonly (R | undefined)[]): void;
}

/**
 * A small, stable number (a row) for each record of a table, kept as the table changes. An index can then hold what
 * it needs of every record in typed arrays and read them in one pass, instead of reaching into 100,000 objects
 * spread over the heap. A replaced record keeps its row; a removed record's row goes to the next new one.
 */
export class RowSlots<R extends object> {
  /** The record in each row; undefined for a free row. */
  readonly records: (R | undefined)[] = [];
  /** Counts the changes: an index that remembers the version it last read asks `changedSince` what to redo. */
  version = 0;
  private readonly rowOf = new Map<R, number>();
  private readonly free: number[] = [];
  /** The rows of the changes after `logFrom`, in order. */
  private log: number[] = [];
  private logFrom = 0;

  constructor(
    source: IndexSource<R>,
    private readonly listener: RowListener<R>,
  ) {
    source.observe((before, after) => {
      if (!before && !after) this.load(source.all());
      else if (before && after) this.replace(before, after);
      else if (after) this.add(after);
      else if (before) this.drop(before);
    });
    this.load(source.all());
  }

  /** How many rows there are, free ones included: every row number is below it. */
  get size(): number {
    return this.records.length;
  }

  /**
   * The rows changed since `version` (a row may be named more than once), or undefined when the log no longer
   * reaches back that far or the whole table was replaced since.
   */
  changedSince(version: number): readonly number[] | undefined {
    return version < this.logFrom ? undefined : this.log.slice(version - this.logFrom);
  }

  private load(records: readonly R[]): void {
    this.records.length = 0;
    this.rowOf.clear();
    this.free.length = 0;
    records.forEach((record, row) => {
      this.records.push(record);
      this.rowOf.set(record, row);
    });
    this.version++;
    this.log = [];
    this.logFrom = this.version;
    this.listener.reload(this.records);
  }

  private replace(before: R, after: R): void {
    const row = this.rowOf.get(before);
    if (row === undefined) return this.add(after);
    this.rowOf.delete(before);
    this.place(row, after);
  }

  private add(record: R): void {
    this.place(this.free.pop() ?? this.records.length, record);
  }

  private drop(record: R): void {
    const row = this.rowOf.get(record);
    if (row === undefined) return;
    this.rowOf.delete(record);
    this.records[row] = undefined;
    this.free.push(row);
    this.changed(row, undefined);
  }

  private place(row: number, record: R): void {
    this.records[row] = record;
    this.rowOf.set(record, row);
    this.changed(row, record);
  }

  private changed(row: number, record: R | undefined): void {
    this.version++;
    this.log.push(row);
    if (this.log.length > LOG_LIMIT) {
      this.log = [];
      this.logFrom = this.version;
    }
    this.listener.row(row, record);
  }
}
