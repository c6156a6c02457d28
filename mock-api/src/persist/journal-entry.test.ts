import { describe, expect, it } from 'vitest';
import { freshSimState } from '../sim/sim';
import { SNAPSHOT_VERSION, type Snapshot } from '../runtime';
import { applyEntries, parseJournal, type JournalEntry } from './journal-entry';

const keys = { notes: 'UUID' };
const base = (): Snapshot => ({
  version: SNAPSHOT_VERSION,
  sim: freshSimState(1),
  tables: { notes: [{ UUID: 'a', Text: 'first' }] },
});
const entries: JournalEntry[] = [
  { changes: [{ table: 'notes', op: 'put', key: 'b', record: { UUID: 'b', Text: 'second' } }] },
  { changes: [{ table: 'notes', op: 'put', key: 'a', record: { UUID: 'a', Text: 'first, edited' } }] },
  { changes: [{ table: 'notes', op: 'del', keys: ['b'] }], sim: freshSimState(2) },
];

describe('replaying the journal', () => {
  it('applies puts, deletes and the simulation state in order', () => {
    const result = applyEntries(base(), entries, keys);
    expect(result.tables.notes).toEqual([{ UUID: 'a', Text: 'first, edited' }]);
    expect(result.sim.seed).toBe(2);
  });

  it('gives the same data when replayed over a snapshot that already holds it (a cut-short compaction)', () => {
    const once = applyEntries(base(), entries, keys);
    expect(applyEntries(once, entries, keys)).toEqual(once);
  });

  it('replaces a whole table on a load', () => {
    const load: JournalEntry = {
      changes: [{ table: 'notes', op: 'load', records: [{ UUID: 'z', Text: 'only' }] }],
    };
    expect(applyEntries(base(), [...entries, load], keys).tables.notes).toEqual([
      { UUID: 'z', Text: 'only' },
    ]);
  });

  it('ignores a torn last line and says where the whole lines end', () => {
    const whole = entries.map((e) => JSON.stringify(e) + '\n').join('');
    const parsed = parseJournal(Buffer.from(whole + '{"changes":[{"table":"no'));
    expect(parsed.entries).toHaveLength(3);
    expect(parsed.dropped).toBe(true);
    expect(parsed.bytes).toBe(Buffer.byteLength(whole));
    expect(parseJournal(Buffer.from(whole))).toMatchObject({
      dropped: false,
      bytes: Buffer.byteLength(whole),
    });
  });
});
