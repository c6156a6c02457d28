import { Collection } from '@msw/data';
import type { z } from 'zod';
import type { TableChangeListener } from './table-change';

/**
 * One collection of the database: an `@msw/data` collection built from a shared zod schema, addressed by its
 * key field. Handlers use these few verbs; nothing else reaches into `@msw/data`.
 */
export class Table<S extends z.ZodObject> {
  readonly collection: Collection<S>;
  /** Counts the writes, so a caller can tell whether a request changed anything (even a GET, even a refused one). */
  writes = 0;
  /** Told of every change, when the runtime keeps the data somewhere (a journal, the browser's store). */
  onChange?: TableChangeListener;

  constructor(
    readonly name: string,
    readonly schema: S,
    readonly key: keyof z.infer<S> & string,
  ) {
    this.collection = new Collection({ schema });
  }

  all(): z.infer<S>[] {
    return this.collection.all() as z.infer<S>[];
  }

  count(): number {
    return this.collection.count();
  }

  find(id: string): z.infer<S> | undefined {
    return this.collection.findFirst((q) => q.where({ [this.key]: id } as never)) as z.infer<S> | undefined;
  }

  first(predicate: (record: z.infer<S>) => boolean): z.infer<S> | undefined {
    return this.collection.findFirst((q) => q.where(predicate as never)) as z.infer<S> | undefined;
  }

  where(predicate: (record: z.infer<S>) => boolean): z.infer<S>[] {
    return this.collection.findMany((q) => q.where(predicate as never)) as z.infer<S>[];
  }

  /** Validates against the schema and stores. */
  async insert(record: z.input<S>): Promise<z.infer<S>> {
    this.writes++;
    const created = (await this.collection.create(record as never)) as z.infer<S>;
    this.emitPut(created, created[this.key] as string);
    return created;
  }

  /** Applies `change` to a draft of the record; the result is validated against the schema. */
  async update(id: string, change: (draft: z.infer<S>) => void): Promise<z.infer<S> | undefined> {
    this.writes++;
    const updated = (await this.collection.update((q) => q.where({ [this.key]: id } as never), {
      data: change as never,
    })) as z.infer<S> | undefined;
    if (updated) this.emitPut(updated, id);
    return updated;
  }

  /** Changes the record with this key, or stores `fresh` with the change applied when there is none. */
  async upsert(id: string, fresh: z.infer<S>, change: (draft: z.infer<S>) => void): Promise<z.infer<S>> {
    if (this.find(id)) return (await this.update(id, change)) as z.infer<S>;
    const draft = structuredClone(fresh);
    change(draft);
    return this.insert(draft as z.input<S>);
  }

  remove(id: string): z.infer<S> | undefined {
    this.writes++;
    const removed = this.collection.delete((q) => q.where({ [this.key]: id } as never)) as
      z.infer<S> | undefined;
    if (removed) this.onChange?.({ table: this.name, op: 'del', keys: [id] });
    return removed;
  }

  removeWhere(predicate: (record: z.infer<S>) => boolean): z.infer<S>[] {
    this.writes++;
    const removed = this.collection.deleteMany((q) => q.where(predicate as never)) as z.infer<S>[];
    if (removed.length)
      this.onChange?.({ table: this.name, op: 'del', keys: removed.map((r) => r[this.key] as string) });
    return removed;
  }

  clear(): void {
    this.writes++;
    this.collection.clear();
    this.onChange?.({ table: this.name, op: 'load', records: [] });
  }

  /** Replaces every record (restore from a snapshot or reseed). */
  async load(records: readonly z.input<S>[]): Promise<void> {
    this.writes++;
    this.collection.clear();
    const list = [...records];
    if (list.length) await this.collection.createMany(list.length, (i) => list[i] as never);
    this.onChange?.({ table: this.name, op: 'load', records: this.dump() });
  }

  private emitPut(record: z.infer<S>, key: string): void {
    // An update may change the key itself: the old key goes, the record is stored under its own.
    const own = record[this.key] as string;
    if (own !== key) this.onChange?.({ table: this.name, op: 'del', keys: [key] });
    this.onChange?.({ table: this.name, op: 'put', key: own, record: { ...record } });
  }

  /** Plain copies of the records, for snapshots. */
  dump(): z.infer<S>[] {
    return this.all().map((r) => ({ ...r }));
  }
}

/** All writes made to a set of tables so far. */
export function countWrites(tables: Record<string, { writes: number }>): number {
  let total = 0;
  for (const name in tables) total += (tables[name] as { writes: number }).writes;
  return total;
}
