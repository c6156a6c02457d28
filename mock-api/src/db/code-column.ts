import { grown } from './grown-array';

/**
 * One value of each row as a small number (a code per distinct value), so a filter on it compares numbers in a
 * typed array instead of reading the field of every record.
 */
export class CodeColumn<V> {
  codes = new Int32Array(0);
  private readonly dictionary = new Map<V, number>();

  set(row: number, value: V): void {
    let code = this.dictionary.get(value);
    if (code === undefined) this.dictionary.set(value, (code = this.dictionary.size));
    this.codes = grown(this.codes, row + 1);
    this.codes[row] = code;
  }

  /** Forgets the values once no row holds them any more (the whole table was replaced). */
  clear(): void {
    this.dictionary.clear();
  }

  /**
   * Which codes stand for one of `values`: a table by code, 1 for a wanted one. A value no row holds has no code
   * and matches nothing.
   */
  accepting(values: readonly V[]): Uint8Array {
    const wanted = new Uint8Array(this.dictionary.size);
    for (const value of values) {
      const code = this.dictionary.get(value);
      if (code !== undefined) wanted[code] = 1;
    }
    return wanted;
  }
}
