import { describe, expect, it } from 'vitest';
import { selectSorted } from './select';

describe('selectSorted', () => {
  const items = Array.from({ length: 500 }, (_, i) => ({
    id: `id-${String(i).padStart(3, '0')}`,
    n: (i * 37) % 101,
  }));
  const byN = (dir: 'ASC' | 'DESC', count: number, keep = (_: (typeof items)[number]) => true) =>
    selectSorted(
      items,
      keep,
      (x) => x.n,
      (x) => x.id,
      dir,
      count,
    );
  const sorted = (dir: 'ASC' | 'DESC') =>
    [...items].sort((a, b) => (a.n - b.n) * (dir === 'ASC' ? 1 : -1) || (a.id < b.id ? -1 : 1));

  it('gives the same first rows as a full sort, both ways, with a stable tie-break', () => {
    expect(byN('ASC', 30).page).toEqual(sorted('ASC').slice(0, 30));
    expect(byN('DESC', 30).page).toEqual(sorted('DESC').slice(0, 30));
    expect(byN('ASC', 1000).page).toEqual(sorted('ASC'));
  });

  it('counts every match and filters before sorting', () => {
    const odd = byN('ASC', 5, (x) => x.n % 2 === 1);
    expect(odd.total).toBe(items.filter((x) => x.n % 2 === 1).length);
    expect(odd.page.every((x) => x.n % 2 === 1)).toBe(true);
    expect(byN('ASC', 0).total).toBe(500);
  });
});
