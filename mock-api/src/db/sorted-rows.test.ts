import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RowSlots } from './row-slots';
import { SortedRows, type RowKey } from './sorted-rows';
import { Table } from './table';

const Thing = z.object({ UUID: z.string(), Name: z.string(), Size: z.union([z.number(), z.string()]) });
type Thing = z.infer<typeof Thing>;

async function sortedBy(key: (t: Thing) => RowKey, things: Thing[]) {
  const table = new Table('things', Thing, 'UUID');
  await table.load(things);
  const slots = new RowSlots<Thing>(table, { row: () => undefined, reload: () => undefined });
  const sorted = new SortedRows(slots, key, (t) => t.UUID);
  const read = (direction: 'ASC' | 'DESC', limit = Infinity) => {
    if (!sorted.sync()) return undefined;
    const ids: string[] = [];
    sorted.walk(direction, (row) => {
      ids.push((slots.records[row] as Thing).UUID);
      return ids.length < limit;
    });
    return ids;
  };
  return { table, read };
}

/** What a full sort gives: the key either way, equal keys by ascending id. */
function expected(things: Thing[], key: (t: Thing) => RowKey, direction: 'ASC' | 'DESC') {
  const sign = direction === 'ASC' ? 1 : -1;
  return [...things]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka !== kb) return (ka < kb ? -1 : 1) * sign;
      return a.UUID < b.UUID ? -1 : 1;
    })
    .map((t) => t.UUID);
}

const things = (n: number, seed = 1): Thing[] =>
  Array.from({ length: n }, (_, i) => ({
    UUID: `id-${String((i * 7919 + seed) % 1000).padStart(3, '0')}-${i}`,
    Name: `Name ${(i * 31 + seed) % 17}`,
    Size: (i * 13 + seed) % 11,
  }));

describe('sorted rows', () => {
  it('walk a column either way like a full sort, equal keys by ascending id', async () => {
    const all = things(300);
    const byName = (t: Thing) => t.Name;
    const { read } = await sortedBy(byName, all);
    expect(read('ASC')).toEqual(expected(all, byName, 'ASC'));
    expect(read('DESC')).toEqual(expected(all, byName, 'DESC'));
    expect(read('DESC', 5)).toEqual(expected(all, byName, 'DESC').slice(0, 5));
  });

  it('follow inserts, changed keys and removals without sorting afresh', async () => {
    const all = things(200);
    const bySize = (t: Thing) => t.Size;
    const { table, read } = await sortedBy(bySize, all);
    expect(read('ASC')).toEqual(expected(all, bySize, 'ASC'));
    const current = () => table.all();
    await table.update(all[10]?.UUID as string, (d) => void (d.Size = -1));
    await table.update(all[20]?.UUID as string, (d) => void (d.Size = 99));
    await table.update(all[30]?.UUID as string, (d) => void (d.Name = 'Renamed, same size'));
    table.remove(all[40]?.UUID as string);
    await table.insert({ UUID: 'id-new', Name: 'New', Size: 5 });
    expect(read('ASC')?.[0]).toBe(all[10]?.UUID);
    expect(read('DESC')?.[0]).toBe(all[20]?.UUID);
    expect(read('ASC')).toEqual(expected(current(), bySize, 'ASC'));
    expect(read('DESC')).toEqual(expected(current(), bySize, 'DESC'));
    expect(read('ASC')).not.toContain(all[40]?.UUID);
    expect(read('ASC')).toContain('id-new');
  });

  it('sort afresh after a bulk change or a replaced table', async () => {
    const bySize = (t: Thing) => t.Size;
    const { table, read } = await sortedBy(bySize, things(50));
    expect(read('ASC')).toHaveLength(50);
    for (const t of things(100, 7)) await table.insert({ ...t, UUID: `bulk-${t.UUID}` });
    expect(read('ASC')).toEqual(expected(table.all(), bySize, 'ASC'));
    await table.load(things(30, 3));
    expect(read('DESC')).toEqual(expected(table.all(), bySize, 'DESC'));
    table.clear();
    expect(read('ASC')).toEqual([]);
  });

  it('keep no order while the keys are of mixed types, and one again once they agree', async () => {
    const all = things(20);
    const bySize = (t: Thing) => (t.Name === 'NaN' ? Number.NaN : t.Size);
    const { table, read } = await sortedBy(bySize, all);
    expect(read('ASC')).toHaveLength(20);
    await table.update(all[3]?.UUID as string, (d) => void (d.Size = 'large'));
    expect(read('ASC')).toBeUndefined();
    await table.update(all[5]?.UUID as string, (d) => void (d.Size = 0));
    expect(read('ASC')).toBeUndefined();
    await table.update(all[3]?.UUID as string, (d) => void (d.Size = 4));
    expect(read('ASC')).toEqual(expected(table.all(), bySize, 'ASC'));
    await table.update(all[7]?.UUID as string, (d) => void (d.Name = 'NaN'));
    expect(read('DESC')).toBeUndefined();
  });
});
