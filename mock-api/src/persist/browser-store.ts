import type { TableChange } from '../db/table-change';
import { SNAPSHOT_VERSION, type MockApi, type Snapshot } from '../runtime';
import type { SimState } from '../sim/sim';
import { applyToTables } from './apply-to-tables';
import { ChangeRecorder, WHOLE_DATA_SET } from './change-recorder';
import { StorageError, storageUnavailable } from './commit';
import { openDatabase, requestDone, transactionDone } from './idb';
import type { JournalEntry } from './journal-entry';
import { restoreApi, useSim } from './restore-api';

const DATABASE = 'portal-mock-api';
const LOCK = 'portal-mock-api';
const RECORDS = 'records';
const META = 'meta';
const LOG = 'log';
/** Changes kept for other tabs to catch up with; a tab further behind reloads everything. */
const LOG_LENGTH = 200;
/** A change set this large (a bulk load, a reset) is not logged: other tabs reload everything instead. */
const LOG_MAX_CHANGES = 500;

interface Meta {
  version: number;
  sim: SimState;
}

const recordKey = (table: string, key: string) => `${table}\u0000${key}`;
const tableRange = (table: string) => IDBKeyRange.bound(`${table}\u0000`, `${table}\u0001`, false, true);

/**
 * The demo's one data set, in IndexedDB, shared by both demo apps and every tab of this browser. A request is
 * handled under a lock all tabs share (Web Locks): the tab first catches up with what other tabs stored (by the
 * version number), then handles the request, then stores what it changed and bumps the version. So a change made
 * in one tab shows in the others on their next request, and no tab overwrites another's change.
 */
export class BrowserStore {
  private version = 0;
  private recorder!: ChangeRecorder;
  private api!: MockApi;

  private constructor(private readonly db: IDBDatabase) {}

  static async open(): Promise<BrowserStore> {
    return new BrowserStore(await openDatabase(DATABASE, [RECORDS, META, LOG]));
  }

  /** The stored data set, or undefined when this browser has none yet. */
  private async read(): Promise<Snapshot | undefined> {
    const tx = this.db.transaction([RECORDS, META], 'readonly');
    const meta = (await requestDone(tx.objectStore(META).get('meta'))) as Meta | undefined;
    if (!meta) return undefined;
    const rows = (await requestDone(tx.objectStore(RECORDS).getAll())) as { t: string; r: unknown }[];
    const tables: Snapshot['tables'] = {};
    for (const row of rows) (tables[row.t] ??= []).push(row.r);
    this.version = meta.version;
    return { version: SNAPSHOT_VERSION, sim: meta.sim, tables };
  }

  /** Builds the API from the stored data set (or the fixtures, stored at once when the browser had none). */
  start(create: (snapshot: Snapshot | undefined) => Promise<MockApi>): Promise<MockApi> {
    return navigator.locks.request(LOCK, async () => {
      const snapshot = await this.read();
      const api = await create(snapshot);
      await this.attach(api, !!snapshot);
      return api;
    });
  }

  private async attach(api: MockApi, stored: boolean): Promise<void> {
    this.api = api;
    this.recorder = new ChangeRecorder(api.ctx);
    if (!stored) await this.write(wholeDataSet(api));
  }

  /** Runs one request's handling with the data of every tab, and stores what it changed. */
  serialised(handle: () => Promise<Response | undefined>): Promise<Response | undefined> {
    return navigator.locks.request(LOCK, async () => {
      await this.catchUp();
      const response = await handle();
      const entry = this.recorder.take();
      if (!entry) return response;
      try {
        await this.write(entry === WHOLE_DATA_SET ? wholeDataSet(this.api) : entry);
        return response;
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        // The next request reloads what is stored, which undoes this request's change in this tab.
        this.version = -1;
        return storageUnavailable();
      }
    });
  }

  /** Loads what other tabs stored since this tab last read or wrote. */
  private async catchUp(): Promise<void> {
    const tx = this.db.transaction([META, LOG], 'readonly');
    const meta = (await requestDone(tx.objectStore(META).get('meta'))) as Meta | undefined;
    if (!meta || meta.version === this.version) return;
    const range = IDBKeyRange.bound(this.version + 1, meta.version);
    const log = (await requestDone(tx.objectStore(LOG).getAll(range))) as (JournalEntry | null)[];
    const complete = log.length === meta.version - this.version && log.every((e) => e !== null);
    await this.recorder.quietly(async () => {
      if (complete) {
        for (const entry of log as JournalEntry[]) await applyToTables(this.api.ctx.db, entry.changes);
      } else {
        const snapshot = await this.read();
        if (snapshot) await restoreApi(this.api, snapshot);
      }
      useSim(this.api, meta.sim);
    });
    this.version = meta.version;
  }

  private async write(entry: JournalEntry): Promise<void> {
    const tx = this.db.transaction([RECORDS, META, LOG], 'readwrite');
    const records = tx.objectStore(RECORDS);
    for (const change of entry.changes) {
      if (change.op === 'put')
        records.put({ t: change.table, r: change.record }, recordKey(change.table, change.key));
      else if (change.op === 'del')
        for (const key of change.keys) records.delete(recordKey(change.table, key));
      else {
        records.delete(tableRange(change.table));
        const key = tableKeyField(this.api, change.table);
        for (const r of change.records)
          records.put(
            { t: change.table, r },
            recordKey(change.table, String((r as Record<string, unknown>)[key])),
          );
      }
    }
    const version = this.version + 1;
    tx.objectStore(META).put(
      { version, sim: entry.sim ?? this.api.ctx.sim.snapshot() } satisfies Meta,
      'meta',
    );
    const small =
      entry.changes.reduce((n, c) => n + (c.op === 'load' ? c.records.length : 1), 0) <= LOG_MAX_CHANGES;
    tx.objectStore(LOG).put(small ? entry : null, version);
    tx.objectStore(LOG).delete(IDBKeyRange.upperBound(version - LOG_LENGTH));
    try {
      await transactionDone(tx);
    } catch (error) {
      throw new StorageError(error);
    }
    this.version = version;
  }
}

function tableKeyField(api: MockApi, name: string): string {
  return Object.values(api.ctx.db).find((t) => t.name === name)?.key ?? 'UUID';
}

/** Every table's records as one entry that replaces what is stored. */
function wholeDataSet(api: MockApi): JournalEntry {
  const snapshot = api.snapshot();
  const changes: TableChange[] = Object.entries(snapshot.tables).map(([table, records]) => ({
    table,
    op: 'load',
    records,
  }));
  return { changes, sim: snapshot.sim };
}
