import type { Tables } from '../db/schema';
import type { TableChange } from '../db/table-change';

type AnyTable = Tables[keyof Tables];

/** Applies changes another copy of the data made (another tab) to this copy's tables. */
export async function applyToTables(tables: Tables, changes: readonly TableChange[]): Promise<void> {
  const byName = new Map<string, AnyTable>(Object.values(tables).map((t) => [t.name, t]));
  for (const change of changes) {
    const table = byName.get(change.table);
    if (!table) continue;
    if (change.op === 'load') await table.restore(change.records as never[]);
    else if (change.op === 'del') for (const key of change.keys) table.remove(key);
    else if (table.find(change.key)) {
      await table.update(change.key, (draft) => {
        const fields = draft as Record<string, unknown>;
        for (const field of Object.keys(fields)) delete fields[field];
        Object.assign(fields, change.record);
      });
    } else await table.insert(change.record as never);
  }
}
