import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTables } from '../db/schema';
import { SnapshotSchema, type Snapshot } from '../runtime';
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

export function readDataDir(dir: string): Promise<StoredData> {
  return readStoredData(dataFiles(dir));
}

/** What the files hold; `journalBytes` reads only that much of the journal (what is known to be durable). */
export async function readStoredData(files: DataFiles, journalBytes?: number): Promise<StoredData> {
  const snapshot = await readSnapshot(files.snapshot);
  // Only a regular file is read back: a device in its place (a test's /dev/full) would never end.
  if (!existsSync(files.journal) || !statSync(files.journal).isFile()) return { snapshot, journalBytes: 0 };
  const text = await readFile(files.journal);
  const { entries, bytes, dropped } = parseJournal(text.subarray(0, journalBytes ?? text.length));
  if (dropped) console.warn(`[mock-api] ignored the unreadable end of ${files.journal} from byte ${bytes}`);
  if (!snapshot) {
    // The journal holds changes to a snapshot that is gone; over the fixtures they would make no sense.
    if (entries.length)
      console.warn(`[mock-api] no snapshot to apply ${files.journal} to; starting from fixtures`);
    return { journalBytes: bytes };
  }
  return { snapshot: applyEntries(snapshot, entries, tableKeys()), journalBytes: bytes };
}

export interface DataFiles {
  snapshot: string;
  journal: string;
}

export function dataFiles(dir: string): DataFiles {
  return { snapshot: join(dir, SNAPSHOT_FILE), journal: join(dir, JOURNAL_FILE) };
}
