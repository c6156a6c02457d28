import type { IndexSource } from './record-index';
import { RowSlots } from './row-slots';
import { TokenIndex } from './token-index';

/**
 * The records of a table whose search text holds every word, through a token index kept as the table changes: a
 * search reads the text of only the records that can match.
 */
export class TextRows<R extends object> {
  private readonly texts: string[] = [];
  private readonly tokens = new TokenIndex(this.texts);
  private readonly slots: RowSlots<R>;

  constructor(
    table: IndexSource<R>,
    /** The record's search text (lower-cased here). */
    private readonly textOf: (record: R) => string,
  ) {
    this.slots = new RowSlots(table, {
      row: (row, record) => this.set(row, record),
      reload: (records) => {
        this.texts.length = 0;
        this.tokens.clear();
        records.forEach((record, row) => this.set(row, record));
      },
    });
  }

  /** The records whose text holds every word (lower-case, without white space), in no particular order. */
  find(words: readonly string[]): R[] {
    const { records } = this.slots;
    const rows = this.tokens.find(words);
    if (rows) return rows.map((row) => records[row] as R);
    const found: R[] = [];
    records.forEach((record, row) => {
      const text = this.texts[row] as string;
      if (record && words.every((w) => text.includes(w))) found.push(record);
    });
    return found;
  }

  private set(row: number, record: R | undefined): void {
    const before = this.texts[row] ?? '';
    this.texts[row] = record ? this.textOf(record).toLowerCase() : '';
    this.tokens.changed(row, before, this.texts[row]);
  }
}
