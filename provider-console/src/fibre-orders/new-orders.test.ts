import { describe, expect, it } from 'vitest';
import { changedInPlace, newOrderCount } from './new-orders';

describe('new orders since the list was drawn', () => {
  it('counts the orders on the fresh first page that the shown first page lacks', () => {
    expect(newOrderCount({ ids: [3, 2, 1], total: 3, firstPage: true }, { ids: [5, 4, 3], total: 5 })).toBe(
      2,
    );
  });
  it('counts nothing while the list is as it was', () => {
    expect(newOrderCount({ ids: [3, 2, 1], total: 3, firstPage: true }, { ids: [3, 2, 1], total: 3 })).toBe(
      0,
    );
  });
  it('counts an order created while another was removed', () => {
    expect(newOrderCount({ ids: [3, 2, 1], total: 3, firstPage: true }, { ids: [4, 3, 2], total: 3 })).toBe(
      1,
    );
  });
  it('counts by the total on a later page, whose rows are not the first page’s', () => {
    expect(newOrderCount({ ids: [9, 8], total: 30, firstPage: false }, { ids: [1, 2], total: 33 })).toBe(3);
    expect(newOrderCount({ ids: [9, 8], total: 30, firstPage: false }, { ids: [1, 2], total: 29 })).toBe(0);
  });
});

describe('rows changed in place', () => {
  const row = (id: number, State: string) => ({ id, State });
  it('is said when the same rows in the same order read differently', () => {
    expect(
      changedInPlace([row(2, 'created'), row(1, 'held')], [row(2, 'acknowledged'), row(1, 'held')]),
    ).toBe(true);
  });
  it('is not said when nothing changed, or when rows came, went or moved', () => {
    expect(changedInPlace([row(2, 'created')], [row(2, 'created')])).toBe(false);
    expect(changedInPlace([row(2, 'created')], [row(3, 'created'), row(2, 'created')])).toBe(false);
    expect(changedInPlace([row(2, 'a'), row(1, 'b')], [row(1, 'b'), row(2, 'a')])).toBe(false);
  });
});
