import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RowSlots } from './row-slots';
import { Table } from './table';

const Thing = z.object({ UUID: z.string(), Name: z.string() });
type Thing = z.infer<typeof Thing>;

function slotsOf(table: Table<typeof Thing>) {
  const told: [number, string | undefined][] = [];
  let reloads = 0;
  const slots = new RowSlots<Thing>(table, {
    row: (row, record) => told.push([row, record?.Name]),
    reload: () => reloads++,
  });
  return { slots, told, reloads: () => reloads, names: () => slots.records.map((r) => r?.Name) };
}

describe('row slots', () => {
  it('give a replaced record its row back, and a removed record’s row to the next new one', async () => {
    const t = new Table('things', Thing, 'UUID');
    await t.load([
      { UUID: 'a', Name: 'Ant' },
      { UUID: 'b', Name: 'Bee' },
    ]);
    const s = slotsOf(t);
    expect(s.names()).toEqual(['Ant', 'Bee']);
    await t.update('a', (d) => void (d.Name = 'Aphid'));
    t.remove('b');
    expect(s.names()).toEqual(['Aphid', undefined]);
    await t.insert({ UUID: 'c', Name: 'Cicada' });
    await t.insert({ UUID: 'd', Name: 'Dragonfly' });
    expect(s.names()).toEqual(['Aphid', 'Cicada', 'Dragonfly']);
    expect(s.told).toEqual([
      [0, 'Aphid'],
      [1, undefined],
      [1, 'Cicada'],
      [2, 'Dragonfly'],
    ]);
  });

  it('name the rows changed since a version, until the table is replaced', async () => {
    const t = new Table('things', Thing, 'UUID');
    await t.load([
      { UUID: 'a', Name: 'Ant' },
      { UUID: 'b', Name: 'Bee' },
    ]);
    const s = slotsOf(t);
    const start = s.slots.version;
    expect(s.slots.changedSince(start)).toEqual([]);
    await t.update('b', (d) => void (d.Name = 'Bumblebee'));
    await t.insert({ UUID: 'c', Name: 'Cicada' });
    expect(s.slots.changedSince(start)).toEqual([1, 2]);
    expect(s.slots.changedSince(start + 1)).toEqual([2]);
    await t.load([{ UUID: 'z', Name: 'Zebra' }]);
    expect(s.reloads()).toBe(2);
    expect(s.names()).toEqual(['Zebra']);
    expect(s.slots.changedSince(start)).toBeUndefined();
    t.clear();
    expect(s.slots.size).toBe(0);
  });

  it('stop naming rows past the log’s length: an index that far behind builds itself afresh', async () => {
    const t = new Table('things', Thing, 'UUID');
    const s = slotsOf(t);
    const start = s.slots.version;
    for (let i = 0; i < 5000; i++) await t.insert({ UUID: `t${i}`, Name: `Thing ${i}` });
    expect(s.slots.changedSince(start)).toBeUndefined();
    expect(s.slots.size).toBe(5000);
  });
});
