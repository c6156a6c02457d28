import { describe, expect, it } from 'vitest';
import { TokenIndex } from './token-index';

/** The index over a few texts, changed as a table's rows change them. */
function indexed(...initial: string[]) {
  const texts = [...initial];
  const index = new TokenIndex(texts);
  const set = (row: number, text: string) => {
    const before = texts[row] ?? '';
    texts[row] = text;
    index.changed(row, before, text);
  };
  const find = (...words: string[]) => index.find(words)?.sort((a, b) => a - b);
  return { set, find };
}

describe('a token index', () => {
  it('finds the rows whose text holds every word, inside a token as well as a whole one', () => {
    const { find } = indexed(
      'ufb-100001 aroha smith aroha@example.nz 12 queen street',
      'ufb-100002 tama ngata tama@example.nz 4 marine road',
      'ufb-100003 kiri smithson kiri@example.nz 9 queen road',
      ...Array.from({ length: 20 }, (_, i) => `ufb-2000${i} someone else`),
    );
    expect(find('ufb-100002')).toEqual([1]);
    expect(find('smith')).toEqual([0, 2]);
    expect(find('queen', 'road')).toEqual([2]);
    expect(find('mith', 'example')).toEqual([0, 2]);
    expect(find('nobody')).toEqual([]);
  });

  it('follows a changed text: the new words find the row, the old ones no longer do', () => {
    const filler = Array.from({ length: 20 }, (_, i) => `ufb-2000${i} someone else`);
    const { set, find } = indexed('ufb-1 aroha smith queen street', ...filler);
    expect(find('queen')).toEqual([0]);
    set(0, 'ufb-1 aroha smith marine parade');
    expect(find('queen')).toEqual([]);
    expect(find('marine')).toEqual([0]);
    // Back to a word it had before: the row is found once.
    set(0, 'ufb-1 aroha smith queen street');
    expect(find('queen')).toEqual([0]);
    set(21, 'ufb-3 new order queen lane');
    expect(find('queen')).toEqual([0, 21]);
  });

  it('drops a deleted row', () => {
    const filler = Array.from({ length: 20 }, (_, i) => `ufb-2000${i} someone else`);
    const { set, find } = indexed('ufb-1 aroha smith', 'ufb-2 kiri smith', ...filler);
    set(0, '');
    expect(find('smith')).toEqual([1]);
  });

  it('leaves a word that most rows hold to a scan of every row', () => {
    const { find } = indexed('queen street', 'queen road', 'marine road');
    expect(find('queen')).toBeUndefined();
    expect(find('e')).toBeUndefined();
  });
});
