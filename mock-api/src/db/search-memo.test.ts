import { describe, expect, it } from 'vitest';
import { HOLDS, LACKS, SearchMemo, UNKNOWN } from './search-memo';

describe('a search memo', () => {
  it('keeps what it learnt of a word, growing with the table, and forgets a changed row under every word', () => {
    const memo = new SearchMemo();
    // A memo may cover more rows than asked for; those are not known either.
    const known = (word: string, rows: number) => [...memo.of(word, rows).subarray(0, rows)];
    const road = memo.of('road', 3);
    road.set([HOLDS, LACKS, HOLDS]);
    memo.of('street', 3).set([LACKS, HOLDS, LACKS]);
    expect(known('road', 5)).toEqual([HOLDS, LACKS, HOLDS, UNKNOWN, UNKNOWN]);
    memo.forget(2);
    expect(known('road', 5)).toEqual([HOLDS, LACKS, UNKNOWN, UNKNOWN, UNKNOWN]);
    expect(known('street', 3)).toEqual([LACKS, HOLDS, UNKNOWN]);
    memo.clear();
    expect(known('road', 3)).toEqual([UNKNOWN, UNKNOWN, UNKNOWN]);
  });

  it('remembers the words used last, and lets the oldest go', () => {
    const memo = new SearchMemo();
    memo.of('first', 1)[0] = HOLDS;
    memo.of('second', 1)[0] = HOLDS;
    for (let i = 0; i < 15; i++) memo.of(`word${i}`, 1)[0] = HOLDS;
    // 'first' was used least lately: with 17 words it went, 'second' is still known.
    expect(memo.of('second', 1)[0]).toBe(HOLDS);
    expect(memo.of('first', 1)[0]).toBe(UNKNOWN);
  });
});
