import { grown } from './grown-array';

/**
 * A word of a search has no white space, so where it occurs in a text it lies inside one of the text's
 * white-space-separated tokens: the rows of the tokens that hold the word are exactly the rows whose text holds it.
 */
const TOKEN = /\S+/g;

/** Past this share of the rows, reading every row's text costs no more than gathering the rows from the index. */
const BROAD = 0.25;

/** How many words' tokens are remembered. */
const WORDS = 16;

/**
 * The rows of each token of the rows' search texts, so a search reads the text of only the rows that can match
 * instead of every row's. A changed text adds its new tokens; a token it lost keeps the row until the index is
 * rebuilt (every candidate is tested against its current text, so a stale row is never an answer), and the index
 * rebuilds itself once the entries added since it was built outnumber those it was built with. It is built on the first search, not while
 * a data set loads.
 */
export class TokenIndex {
  private readonly postings = new Map<string, number[]>();
  private built = false;
  /** Entries posted at the last build, and since: those since bound the stale ones. */
  private builtWith = 0;
  private added = 0;
  /** The search each row was last gathered by, so a row listed twice under a token is taken once. */
  private seen = new Int32Array(0);
  private searches = 0;
  /**
   * The tokens holding each of the last few words, while no token has been added: paging or sorting a search
   * then skips the pass over every token.
   */
  private readonly holding = new Map<string, { tokens: string[]; rows: number }>();

  /** `texts` is read, never written: the lower-case search text of each row ('' for a free row). */
  constructor(private readonly texts: readonly string[]) {}

  /** A row's text changed from `before` to `after` (either '' when there is none). */
  changed(row: number, before: string, after: string): void {
    if (!this.built || before === after) return;
    const had = new Set(before.match(TOKEN));
    for (const token of new Set(after.match(TOKEN))) if (!had.has(token)) this.post(token, row);
    if (this.added > this.builtWith) this.built = false;
  }

  /** Every text changed. */
  clear(): void {
    this.built = false;
  }

  /**
   * The rows whose text holds every word (lower-case, without white space), in no particular order; undefined
   * when the words are so common that testing every row is as quick.
   */
  find(words: readonly string[]): number[] | undefined {
    if (!words.length) return undefined;
    if (!this.built) this.build();
    let narrowest: string[] | undefined;
    let fewest = Infinity;
    for (const word of words) {
      const { tokens, rows } = this.tokensHolding(word);
      if (rows < fewest) [narrowest, fewest] = [tokens, rows];
    }
    if (!narrowest || fewest > this.texts.length * BROAD) return undefined;
    const search = ++this.searches;
    this.seen = grown(this.seen, this.texts.length);
    const found: number[] = [];
    for (const token of narrowest) {
      for (const row of this.postings.get(token) as number[]) {
        if (this.seen[row] === search) continue;
        this.seen[row] = search;
        const text = this.texts[row] as string;
        if (words.every((word) => text.includes(word))) found.push(row);
      }
    }
    return found;
  }

  /** The tokens that hold the word, and how many rows they list. */
  private tokensHolding(word: string): { tokens: string[]; rows: number } {
    let known = this.holding.get(word);
    if (known) return known;
    known = { tokens: [], rows: 0 };
    for (const [token, posted] of this.postings) {
      if (!token.includes(word)) continue;
      known.tokens.push(token);
      known.rows += posted.length;
    }
    this.holding.set(word, known);
    if (this.holding.size > WORDS) this.holding.delete(this.holding.keys().next().value as string);
    return known;
  }

  private build(): void {
    this.holding.clear();
    this.postings.clear();
    this.added = 0;
    this.texts.forEach((text, row) => {
      for (const token of new Set(text.match(TOKEN))) this.post(token, row);
    });
    this.builtWith = this.added;
    this.added = 0;
    this.built = true;
  }

  private post(token: string, row: number): void {
    const posted = this.postings.get(token);
    if (posted) posted.push(row);
    else this.postings.set(token, [row]);
    // A new token may hold a remembered word; a longer list only makes a remembered count low, which is harmless.
    if (!posted) this.holding.clear();
    this.added++;
  }
}
