import { grown } from './grown-array';

/** What a memo holds for a row: not known yet, the row's text holds the word, or it does not. */
export const UNKNOWN = 0;
export const HOLDS = 1;
export const LACKS = 2;

/** How many words are remembered: an operator pages and sorts through a few searches at a time. */
const WORDS = 16;

/**
 * For each of the last few search words, which rows' search text holds it, learnt as rows are tested. Paging or
 * sorting the same search then reads a byte per row instead of each row's text, which lies far apart in memory. A
 * changed row is forgotten under every word, so the next test reads its new text.
 */
export class SearchMemo {
  /** In order of use, the latest last. */
  private readonly memos = new Map<string, Uint8Array>();

  /** The memo of `word`, covering `size` rows (rows it has not seen are UNKNOWN). */
  of(word: string, size: number): Uint8Array {
    let memo = this.memos.get(word);
    this.memos.delete(word);
    memo = grown(memo ?? new Uint8Array(0), size);
    this.memos.set(word, memo);
    if (this.memos.size > WORDS) this.memos.delete(this.memos.keys().next().value as string);
    return memo;
  }

  /** The row's text changed. */
  forget(row: number): void {
    for (const memo of this.memos.values()) if (row < memo.length) memo[row] = UNKNOWN;
  }

  /** Every row's text changed. */
  clear(): void {
    this.memos.clear();
  }
}
