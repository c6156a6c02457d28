import { z } from 'zod';
import type { TableChange } from '../db/table-change';
import type { Snapshot } from '../runtime';
import { SimStateSchema, type SimState } from '../sim/sim';

/** What one request changed: its table changes, and the simulation's state when that changed too. */
export interface JournalEntry {
  changes: TableChange[];
  sim?: SimState;
}

const TableChangeSchema = z.discriminatedUnion('op', [
  z.object({ table: z.string(), op: z.literal('put'), key: z.string(), record: z.unknown() }),
  z.object({ table: z.string(), op: z.literal('del'), keys: z.array(z.string()) }),
  z.object({ table: z.string(), op: z.literal('load'), records: z.array(z.unknown()) }),
]);

export const JournalEntrySchema = z.object({
  changes: z.array(TableChangeSchema),
  sim: SimStateSchema.optional(),
});

/** The key field of each table, to find a record of a snapshot by the key a change names. */
export type TableKeys = Record<string, string>;

/**
 * Applies entries to a snapshot, in order, and returns the result. Every change is a blind write, so entries that
 * the snapshot already holds (a compaction that was cut short) change nothing.
 */
export function applyEntries(
  snapshot: Snapshot,
  entries: readonly JournalEntry[],
  keys: TableKeys,
): Snapshot {
  const tables = new Map<string, Map<string, unknown>>();
  const tableOf = (name: string) => {
    let table = tables.get(name);
    if (!table) {
      const field = keys[name] ?? 'UUID';
      table = new Map(
        (snapshot.tables[name] ?? []).map((r) => [String((r as Record<string, unknown>)[field]), r]),
      );
      tables.set(name, table);
    }
    return table;
  };
  let sim = snapshot.sim;
  for (const entry of entries) {
    for (const change of entry.changes) {
      const table = tableOf(change.table);
      if (change.op === 'put') table.set(change.key, change.record);
      else if (change.op === 'del') for (const key of change.keys) table.delete(key);
      else {
        table.clear();
        const field = keys[change.table] ?? 'UUID';
        for (const r of change.records) table.set(String((r as Record<string, unknown>)[field]), r);
      }
    }
    if (entry.sim) sim = entry.sim;
  }
  const next: Snapshot = { ...snapshot, sim, tables: { ...snapshot.tables } };
  for (const [name, table] of tables) next.tables[name] = [...table.values()];
  return next;
}

/**
 * Reads the journal's lines. A line that does not parse ends the replay: only the last line can be torn (the
 * process died while writing it, before its answer was sent), and nothing after a broken line can be trusted.
 * `bytes` is the length of the lines that were read, where the next write must start.
 */
export function parseJournal(text: Buffer): { entries: JournalEntry[]; bytes: number; dropped: boolean } {
  const entries: JournalEntry[] = [];
  let at = 0;
  while (at < text.length) {
    const end = text.indexOf(0x0a, at);
    if (end < 0) return { entries, bytes: at, dropped: true };
    const line = text.subarray(at, end).toString('utf8');
    if (line.trim()) {
      try {
        entries.push(JournalEntrySchema.parse(JSON.parse(line)) as JournalEntry);
      } catch {
        return { entries, bytes: at, dropped: true };
      }
    }
    at = end + 1;
  }
  return { entries, bytes: at, dropped: false };
}
