import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems, pageWindow } from './paging';

describe('paging (page size 10, 4 pages either side)', () => {
  it('counts pages of 10, with one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(150, 150)).toBe(1);
  });

  it('keeps a page number inside the list', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });

  it('slices one page of items', () => {
    const items = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageItems(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageItems(items, 3)).toEqual([21, 22, 23]);
    expect(pageItems(items, 9)).toEqual([21, 22, 23]);
  });

  it('shows four pages either side of the current one', () => {
    expect(pageWindow(10, 20).shown).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(10, 20)).toMatchObject({ current: 10, pages: 20, hasPrevious: true, hasNext: true });
  });

  it('cuts the window at both ends', () => {
    expect(pageWindow(1, 20)).toMatchObject({ shown: [1, 2, 3, 4, 5], hasPrevious: false, hasNext: true });
    expect(pageWindow(20, 20)).toMatchObject({ shown: [16, 17, 18, 19, 20], hasNext: false });
    expect(pageWindow(2, 3).shown).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toMatchObject({ shown: [1], hasPrevious: false, hasNext: false });
  });

  it('clamps a page outside the list and takes another width', () => {
    expect(pageWindow(50, 12).current).toBe(12);
    expect(pageWindow(0, 0).shown).toEqual([1]);
    expect(pageWindow(5, 9, 1).shown).toEqual([4, 5, 6]);
  });
});
