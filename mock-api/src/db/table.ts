import { Collection } from '@msw/data';
import type { z } from 'zod';
import { sharedString, shareStrings } from './shared-strings';
import type { TableChangeListener } from './table-change';

/**
 * Told when a record is stored, replaced or removed (`before` and `after` undefined accordingly), and with both
 * undefined when the whole table was replaced. Indexes follow the table through it.
 */
export type RecordObserver<R> = (before: R | undefined, after: R | undefined) => void;

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
  /** The stored record of each key: a lookup by key costs the same with ten records or a hundred thousand. */
  private readonly byKey = new Map<string, z.infer<S>>();
  private readonly observers: RecordObserver<z.infer<S>>[] = [];
  /**
   * Keys a record had before an update changed them: the collection still knows that record by its first key, so a
   * new record with such a key gets a primary key of its own.
   */
  private readonly movedKeys = new Set<string>();
  /** Set while records this table stored before are handed back to the collection (see `restore`). */
  private restoring = false;

  constructor(
    readonly name: string,
    readonly schema: S,
    readonly key: keyof z.infer<S> & string,
  ) {
    this.collection = new Collection({ schema: sharingStrings(schema, () => this.restoring) });
  }

  all(): z.infer<S>[] {
    return this.collection.all() as z.infer<S>[];
  }

  /** Every record, without copying the list: for a walk that may stop early. */
  values(): IterableIterator<z.infer<S>> {
    return this.byKey.values();
  }

  count(): number {
    return this.collection.count();
  }

  find(id: string): z.infer<S> | undefined {
    return this.byKey.get(id);
  }

  /** Follows every change from now on (an index); told of a replaced table as `(undefined, undefined)`. */
  observe(observer: RecordObserver<z.infer<S>>): void {
    this.observers.push(observer);
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
    const own = (record as z.infer<S>)[this.key] as unknown;
    const fresh = typeof own === 'string' && !this.byKey.has(own) && !this.movedKeys.has(own);
    const created = (await this.collection.create(
      (fresh ? keyedBy(record, sharedString(own)) : record) as never,
    )) as z.infer<S>;
    learnKeySymbol(created);
    const key = created[this.key] as string;
    const before = this.byKey.get(key);
    this.byKey.set(key, created);
    this.tell(before, created);
    this.emitPut(created, key);
    return created;
  }

  /** Applies `change` to a draft of the record; the result is validated against the schema. */
  async update(id: string, change: (draft: z.infer<S>) => void): Promise<z.infer<S> | undefined> {
    this.writes++;
    const stored = this.byKey.get(id);
    if (!stored) return undefined;
    // The stored record itself is the query: @msw/data then compares primary keys instead of matching fields.
    const updated = (await this.collection.update(stored as never, { data: change as never })) as
      z.infer<S> | undefined;
    if (updated) {
      const before = this.byKey.get(id);
      this.byKey.delete(id);
      const key = updated[this.key] as string;
      if (key !== id) this.movedKeys.add(id);
      this.byKey.set(key, updated);
      this.tell(before, updated);
      this.emitPut(updated, id);
    }
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
    const stored = this.byKey.get(id);
    const removed = stored ? (this.collection.delete(stored as never) as z.infer<S> | undefined) : undefined;
    if (removed) {
      this.byKey.delete(id);
      this.tell(removed, undefined);
      this.onChange?.({ table: this.name, op: 'del', keys: [id] });
    }
    return removed;
  }

  removeWhere(predicate: (record: z.infer<S>) => boolean): z.infer<S>[] {
    this.writes++;
    const removed = this.collection.deleteMany((q) => q.where(predicate as never)) as z.infer<S>[];
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
    this.collection.clear();
    this.byKey.clear();
    this.movedKeys.clear();
    this.tell(undefined, undefined);
    this.onChange?.({ table: this.name, op: 'load', records: [] });
  }

  /** Replaces every record (a reseed): each is checked against the schema, as a new record is. */
  load(records: readonly z.input<S>[]): Promise<void> {
    return this.replaceAll(records, false);
  }

  /**
   * Replaces every record with records this table stored before (a snapshot, the journal, the browser's store). They
   * passed the schema when they were stored, so they are not checked again: in the demo, whose mock restores its
   * data on every page load, checking them took 60 to 90 ms of each load.
   */
  restore(records: readonly z.infer<S>[]): Promise<void> {
    return this.replaceAll(records as readonly z.input<S>[], true);
  }

  private async replaceAll(records: readonly z.input<S>[], stored: boolean): Promise<void> {
    this.writes++;
    this.collection.clear();
    this.movedKeys.clear();
    const seen = new Set<unknown>();
    const list = records.map((record) => {
      const own = (record as z.infer<S>)[this.key] as unknown;
      if (typeof own !== 'string' || seen.has(own)) return record;
      seen.add(own);
      return keyedBy(record, sharedString(own));
    });
    // The collection asks the schema for every record as createMany starts, before its first await: the flag is up
    // for those calls alone, never for a write another request makes meanwhile.
    this.restoring = stored;
    const created = list.length
      ? this.collection.createMany(list.length, (i) => list[i] as never)
      : undefined;
    this.restoring = false;
    await created;
    const first = this.all()[0];
    if (first) learnKeySymbol(first);
    this.byKey.clear();
    for (const record of this.all()) this.byKey.set(record[this.key] as string, record);
    this.tell(undefined, undefined);
    this.onChange?.({ table: this.name, op: 'load', records: this.dump() });
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

/** The symbol under which `@msw/data` keeps a record's primary key; it is not exported, so it is read off a record. */
let keySymbol: symbol | undefined;

function learnKeySymbol(record: object): void {
  keySymbol ??= Object.getOwnPropertySymbols(record).find((s) => s.description === 'kPrimaryKey');
}

/**
 * The record to create, carrying its own key as the collection's primary key. Without one the collection makes a
 * random UUID per record, built by concatenation into a string of about 15 pieces (some 450 bytes each): with
 * 300,000 records that alone was over 100 MB. The table's key is unique and already a shared string.
 */
function keyedBy<R>(record: R, key: string): R {
  if (!keySymbol || record === null || typeof record !== 'object') return record;
  const copy = { ...record };
  Object.defineProperty(copy, keySymbol, { value: key, configurable: true });
  return copy;
}

/**
 * The schema as the collection sees it: the same validation (none for a record restored), and the record it stores
 * (a new one on every create and update) holds shared copies of its strings.
 */
function sharingStrings<S extends z.ZodObject>(schema: S, restoring: () => boolean): S {
  const standard = schema['~standard'];
  type Result = Awaited<ReturnType<typeof standard.validate>>;
  const share = (result: Result): Result => {
    if (!result.issues) shareStrings(result.value);
    return result;
  };
  const validate = (value: unknown) => {
    // A stored record comes back as the collection's own copy of it, as it was when it passed.
    if (restoring()) return share({ value } as Result);
    const result = standard.validate(value);
    return result instanceof Promise ? result.then(share) : share(result);
  };
  return { '~standard': { ...standard, validate } } as unknown as S;
}

/** All writes made to a set of tables so far. */
export function countWrites(tables: Record<string, { writes: number }>): number {
  let total = 0;
  for (const name in tables) total += (tables[name] as { writes: number }).writes;
  return total;
}
