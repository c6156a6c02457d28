import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTables } from '../db/schema';
import { SnapshotSchema, type MockApi, type Snapshot } from '../runtime';
import { Journal, type JournalLimits } from './journal';
import { applyEntries, parseJournal, type TableKeys } from './journal-entry';

export const SNAPSHOT_FILE = 'db.json';
export const JOURNAL_FILE = 'journal.ndjson';

async function readSnapshot(file: string): Promise<Snapshot | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    return SnapshotSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    console.warn(`[mock-api] ignoring unreadable snapshot ${file}: ${(error as Error).message}`);
    return undefined;
  }
}

function tableKeys(): TableKeys {
  return Object.fromEntries(Object.values(createTables()).map((t) => [t.name, t.key]));
}

export interface StoredData {
  /** The last snapshot with the journal's changes applied over it; undefined when there is no snapshot. */
  snapshot?: Snapshot;
  /** Where the journal's readable lines end (a torn last line starts there). */
  journalBytes: number;
}

export async function readDataDir(dir: string): Promise<StoredData> {
  const files = dataFiles(dir);
  const snapshot = await readSnapshot(files.snapshot);
  if (!existsSync(files.journal)) return { snapshot, journalBytes: 0 };
  const { entries, bytes, dropped } = parseJournal(await readFile(files.journal));
  if (dropped) console.warn(`[mock-api] ignored the unreadable end of ${files.journal} from byte ${bytes}`);
  if (!snapshot) {
    // The journal holds changes to a snapshot that is gone; over the fixtures they would make no sense.
    if (entries.length)
      console.warn(`[mock-api] no snapshot to apply ${files.journal} to; starting from fixtures`);
    return { journalBytes: bytes };
  }
  return { snapshot: applyEntries(snapshot, entries, tableKeys()), journalBytes: bytes };
}

export function dataFiles(dir: string) {
  return { snapshot: join(dir, SNAPSHOT_FILE), journal: join(dir, JOURNAL_FILE) };
}

/**
 * Keeps the running API's data in `dir`: writes the snapshot of what it starts with (folding the replayed journal
 * into it), then journals every change. A data directory that cannot be written does not stop the server: it
 * serves what it has and answers changes with 503.
 */
export async function keepData(
  api: MockApi,
  dir: string,
  journalBytes: number,
  limits?: JournalLimits,
): Promise<Journal> {
  await mkdir(dir, { recursive: true }).catch(() => undefined);
  const journal = new Journal(api, dataFiles(dir), journalBytes, limits);
  api.ctx.commit = () => journal.commit();
  try {
    await journal.compact();
  } catch (error) {
    console.warn(
      `[mock-api] cannot write to ${dir} (${(error as Error).message}): changes will be refused with 503`,
    );
  }
  return journal;
}
