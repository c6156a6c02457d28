import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Table } from './table';

const Thing = z.object({ UUID: z.string(), Name: z.string().min(1), Tags: z.array(z.string()).default([]) });
const table = () => new Table('things', Thing, 'UUID');

describe('Table', () => {
  it('stores validated records in insertion order and finds them by key', async () => {
    const t = table();
    await t.insert({ UUID: 'b', Name: 'Bee' });
    await t.insert({ UUID: 'a', Name: 'Ant' });
    expect(t.all().map((r) => r.UUID)).toEqual(['b', 'a']);
    expect(t.find('a')).toEqual({ UUID: 'a', Name: 'Ant', Tags: [] });
    expect(t.count()).toBe(2);
    expect([...t.values()]).toEqual(t.all());
  });

  it('refuses a record that does not match the schema', async () => {
    const t = table();
    await expect(t.insert({ UUID: 'a', Name: '' })).rejects.toThrow();
    expect(t.count()).toBe(0);
  });

  it('updates a copy: the record read before keeps its values, the table holds the new one in place', async () => {
    const t = table();
    await t.insert({ UUID: 'a', Name: 'Ant' });
    await t.insert({ UUID: 'b', Name: 'Bee' });
    const before = t.find('a');
    const after = await t.update('a', (d) => {
      d.Name = 'Aphid';
      d.Tags.push('small');
    });
    expect(before).toEqual({ UUID: 'a', Name: 'Ant', Tags: [] });
    expect(after).toEqual({ UUID: 'a', Name: 'Aphid', Tags: ['small'] });
    expect(t.all().map((r) => r.Name)).toEqual(['Aphid', 'Bee']);
    await expect(t.update('a', (d) => void (d.Name = ''))).rejects.toThrow();
    expect(t.find('a')?.Name).toBe('Aphid');
    expect(await t.update('missing', () => undefined)).toBeUndefined();
  });

  it('tells observers and the change listener of every write, and an update that changes the key moves it', async () => {
    const t = table();
    const seen: string[] = [];
    const changes: string[] = [];
    t.observe((before, after) => seen.push(`${before?.UUID ?? '-'}>${after?.UUID ?? '-'}`));
    t.onChange = (change) => changes.push(`${change.op}:${'key' in change ? change.key : ''}`);
    await t.insert({ UUID: 'a', Name: 'Ant' });
    await t.update('a', (d) => void (d.UUID = 'z'));
    t.remove('z');
    expect(seen).toEqual(['->a', 'a>z', 'z>-']);
    expect(changes).toEqual(['put:a', 'del:', 'put:z', 'del:']);
    expect(t.find('a')).toBeUndefined();
  });

  it('replaces every record on load and tells observers the table was replaced', async () => {
    const t = table();
    await t.insert({ UUID: 'a', Name: 'Ant' });
    const seen: unknown[] = [];
    t.observe((before, after) => seen.push([before, after]));
    await t.load([{ UUID: 'c', Name: 'Cicada' }]);
    expect(t.all()).toEqual([{ UUID: 'c', Name: 'Cicada', Tags: [] }]);
    expect(seen).toEqual([[undefined, undefined]]);
    expect(t.removeWhere((r) => r.Name.startsWith('C')).length).toBe(1);
    expect(t.count()).toBe(0);
  });

  it('restores stored records as they were without asking the schema again, while a write made meanwhile is checked', async () => {
    const stored = [
      { UUID: 'a', Name: 'Ant', Tags: ['small'] },
      { UUID: 'b', Name: 'Bee', Tags: [] },
    ];
    let asked = 0;
    const t = new Table(
      'things',
      Thing.refine(() => ++asked > 0),
      'UUID',
    );
    const restoring = t.restore(stored);
    const meanwhile = t.insert({ UUID: 'c', Name: '' });
    await restoring;
    await expect(meanwhile).rejects.toThrow();
    expect(asked).toBe(1);
    expect(t.all()).toEqual(stored);
    // The table's own copies: the list handed in is not the table's.
    stored[0]?.Tags.push('changed');
    expect(t.find('a')?.Tags).toEqual(['small']);
    await t.update('b', (d) => void (d.Name = 'Bumblebee'));
    expect(asked).toBe(2);
    expect(t.find('b')?.Name).toBe('Bumblebee');
  });

  it('keeps a record whose key moved apart from a new record under the old key', async () => {
    const t = table();
    await t.insert({ UUID: 'a', Name: 'Ant' });
    await t.update('a', (d) => void (d.UUID = 'z'));
    await t.insert({ UUID: 'a', Name: 'Aphid' });
    await t.update('a', (d) => void (d.Name = 'Arachnid'));
    await t.update('z', (d) => void (d.Name = 'Zebra'));
    expect(t.all().map((r) => `${r.UUID}:${r.Name}`)).toEqual(['z:Zebra', 'a:Arachnid']);
    t.remove('a');
    expect(t.all().map((r) => r.UUID)).toEqual(['z']);
  });

  it('finds, updates and removes records loaded in bulk by their own keys', async () => {
    const t = table();
    await t.load(Array.from({ length: 50 }, (_, i) => ({ UUID: `id-${i}`, Name: `Name ${i}` })));
    await t.update('id-7', (d) => void (d.Name = 'Seven'));
    t.remove('id-3');
    expect(t.find('id-7')?.Name).toBe('Seven');
    expect(t.count()).toBe(49);
    expect(t.all().filter((r) => r.UUID === 'id-7')).toEqual([{ UUID: 'id-7', Name: 'Seven', Tags: [] }]);
  });
});
