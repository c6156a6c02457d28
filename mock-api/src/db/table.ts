import type { z } from 'zod';
import type { TableChangeListener } from './table-change';

/**
 * Told when a record is stored, replaced or removed (`before` and `after` undefined accordingly), and with both
 * undefined when the whole table was replaced. Indexes follow the table through it.
 */
export type RecordObserver<R> = (before: R | undefined, after: R | undefined) => void;

/** A record that does not match its table's schema: a fault of the code that wrote it, never of a caller. */
export class InvalidRecordError extends Error {
  constructor(table: string, issues: readonly { message: string; path?: readonly unknown[] }[]) {
    const first = issues[0];
    const where = first?.path?.length ? ` at ${first.path.map(String).join('.')}` : '';
    super(`a record of ${table} does not match its schema${where}: ${first?.message ?? 'invalid'}`);
    this.name = 'InvalidRecordError';
  }
}

/**
 * One collection of the database: records validated against a shared zod schema and addressed by their key field,
 * kept in insertion order. Handlers use these few verbs. The records live in one map and nowhere else: a bulk data
 * set of 100,000 orders must fit the server's memory budget, so a record carries no bookkeeping of its own (no
 * generated id, no relation map).
 */
export class Table<S extends z.ZodObject> {
  /** Counts the writes, so a caller can tell whether a request changed anything (even a GET, even a refused one). */
  writes = 0;
  /** Told of every change, when the runtime keeps the data somewhere (a journal, the browser's store). */
  onChange?: TableChangeListener;
  /** The stored record of each key: a lookup by key costs the same with ten records or a hundred thousand. */
  private readonly byKey = new Map<string, z.infer<S>>();
  private readonly observers: RecordObserver<z.infer<S>>[] = [];

  constructor(
    readonly name: string,
    readonly schema: S,
    readonly key: keyof z.infer<S> & string,
  ) {}

  all(): z.infer<S>[] {
    return Array.from(this.byKey.values());
  }

  /** Every record, without copying the list: for a walk that may stop early. */
  values(): IterableIterator<z.infer<S>> {
    return this.byKey.values();
  }

  count(): number {
    return this.byKey.size;
  }

  find(id: string): z.infer<S> | undefined {
    return this.byKey.get(id);
  }

  /** Follows every change from now on (an index); told of a replaced table as `(undefined, undefined)`. */
  observe(observer: RecordObserver<z.infer<S>>): void {
    this.observers.push(observer);
  }

  first(predicate: (record: z.infer<S>) => boolean): z.infer<S> | undefined {
    for (const record of this.byKey.values()) if (predicate(record)) return record;
    return undefined;
  }

  where(predicate: (record: z.infer<S>) => boolean): z.infer<S>[] {
    const found: z.infer<S>[] = [];
    for (const record of this.byKey.values()) if (predicate(record)) found.push(record);
    return found;
  }

  /** Validates against the schema and stores (a record with the same key is replaced). */
  async insert(record: z.input<S>): Promise<z.infer<S>> {
    this.writes++;
    const created = await this.validate(record);
    const key = created[this.key] as string;
    const before = this.byKey.get(key);
    this.byKey.set(key, created);
    this.tell(before, created);
    this.emitPut(created, key);
    return created;
  }

  /** Applies `change` to a copy of the record; the result is validated against the schema and replaces it. */
  async update(id: string, change: (draft: z.infer<S>) => void): Promise<z.infer<S> | undefined> {
    this.writes++;
    const before = this.byKey.get(id);
    if (!before) return undefined;
    // A copy, so the stored record (and whoever holds it: an index, a caller) never sees a half-made change.
    const draft = structuredClone(before);
    // A change may also answer a whole new record instead of editing the draft.
    const returned = change(draft) as unknown;
    const updated = await this.validate(returned && typeof returned === 'object' ? returned : draft);
    const key = updated[this.key] as string;
    if (key === id) this.byKey.set(id, updated);
    else {
      this.byKey.delete(id);
      this.byKey.set(key, updated);
    }
    this.tell(before, updated);
    this.emitPut(updated, id);
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
    const removed = this.byKey.get(id);
    if (removed) {
      this.byKey.delete(id);
      this.tell(removed, undefined);
      this.onChange?.({ table: this.name, op: 'del', keys: [id] });
    }
    return removed;
  }

  removeWhere(predicate: (record: z.infer<S>) => boolean): z.infer<S>[] {
    this.writes++;
    const removed = this.where(predicate);
    for (const record of removed) {
      this.byKey.delete(record[this.key] as string);
      this.tell(record, undefined);
    }
    if (removed.length)
      this.onChange?.({ table: this.name, op: 'del', keys: removed.map((r) => r[this.key] as string) });
    return removed;
  }

  clear(): void {
    this.writes++;
    this.byKey.clear();
    this.tell(undefined, undefined);
    this.onChange?.({ table: this.name, op: 'load', records: [] });
  }

  /** Replaces every record (restore from a snapshot or reseed). */
  async load(records: readonly z.input<S>[]): Promise<void> {
    this.writes++;
    this.byKey.clear();
    for (const record of records) {
      const stored = await this.validate(record);
      this.byKey.set(stored[this.key] as string, stored);
    }
    this.tell(undefined, undefined);
    this.onChange?.({ table: this.name, op: 'load', records: this.dump() });
  }

  private async validate(record: unknown): Promise<z.infer<S>> {
    const result = await this.schema['~standard'].validate(record);
    if (result.issues) throw new InvalidRecordError(this.name, result.issues);
    return result.value as z.infer<S>;
  }

  private tell(before: z.infer<S> | undefined, after: z.infer<S> | undefined): void {
    for (const observe of this.observers) observe(before, after);
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
