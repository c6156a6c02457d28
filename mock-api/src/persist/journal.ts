import { open, type FileHandle } from 'node:fs/promises';
import type { MockApi } from '../runtime';
import { collectGarbage } from './collect-garbage';
import { StorageError } from './commit';
import { writeFileDurably } from './durable-file';
import { restoreApi } from './restore-api';
import { snapshotPieces } from './snapshot-text';
import { readStoredData, type DataFiles } from './stored-data';
import { ChangeRecorder, WHOLE_DATA_SET } from './change-recorder';

export interface JournalLimits {
  /** Compact once the journal holds this many bytes... */
  maxBytes: number;
  /** ...or this many entries. */
  maxEntries: number;
}

export const DEFAULT_JOURNAL_LIMITS: JournalLimits = { maxBytes: 16 * 1024 * 1024, maxEntries: 5_000 };

interface Waiter {
  text: string;
  ok: () => void;
  fail: (error: StorageError) => void;
}

/**
 * The server's append-only journal: every table change and every change of the simulation's state, one line per
 * request, flushed to disk (fdatasync) before the request is answered. Requests that commit while a flush runs
 * share the next one. From time to time the whole data set is written as the snapshot and the journal emptied.
 */
export class Journal {
  private readonly recorder: ChangeRecorder;
  private queue: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private handle: FileHandle | undefined;
  /** Bytes of whole lines in the file; a failed write is cut back to this before the next one. */
  private size = 0;
  private entries = 0;
  private torn = false;
  private compactAfter: number;

  constructor(
    private readonly api: MockApi,
    private readonly files: DataFiles,
    /** Where the readable lines of the journal on disk end. */
    private readonly readableBytes: number,
    private readonly limits: JournalLimits = DEFAULT_JOURNAL_LIMITS,
  ) {
    this.recorder = new ChangeRecorder(api.ctx, limits.maxEntries);
    this.compactAfter = limits.maxEntries;
  }

  /** Makes every change so far durable. Resolves at once when there is nothing to write. */
  commit(): Promise<void> {
    const entry = this.recorder.take();
    if (!entry) return Promise.resolve();
    // A bulk load (thousands of generated orders) would make one journal line of hundreds of megabytes; the data
    // set is kept as a new snapshot instead, which holds the change as well.
    if (entry === WHOLE_DATA_SET) return this.commitAsSnapshot();
    const text = JSON.stringify(entry) + '\n';
    return new Promise((ok, fail) => {
      this.queue.push({ text, ok, fail });
      this.flush();
    });
  }

  private async commitAsSnapshot(): Promise<void> {
    await this.idle();
    const writing = this.writeSnapshot();
    this.flushing = writing.catch(() => undefined);
    try {
      await writing;
      collectGarbage();
    } catch (error) {
      const failure = new StorageError(error);
      console.warn(`[mock-api] ${failure.message}; the request is answered 503 and its change undone`);
      await this.undo();
      throw failure;
    } finally {
      this.flushing = undefined;
      if (this.queue.length) this.flush();
    }
  }

  private flush(): void {
    if (this.flushing) return;
    this.flushing = this.drain().finally(() => {
      this.flushing = undefined;
      // A commit that came while the last flush was finishing found it still running: it is written now.
      if (this.queue.length) this.flush();
    });
  }

  /** Resolves once every commit so far is written (and any compaction it started is done). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /** Writes the whole data set as the snapshot and empties the journal. */
  async compact(): Promise<void> {
    await this.idle();
    await this.writeSnapshot();
    collectGarbage();
  }

  async close(): Promise<void> {
    await this.idle();
    try {
      await this.writeSnapshot();
    } catch (error) {
      console.warn(`[mock-api] could not write the snapshot on close: ${(error as Error).message}`);
    }
    await this.handle?.close().catch(() => undefined);
    this.handle = undefined;
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0);
      const text = batch.map((w) => w.text).join('');
      try {
        await this.append(text);
        this.entries += text.split('\n').length - 1;
        for (const w of batch) w.ok();
      } catch (error) {
        const failure = new StorageError(error);
        console.warn(`[mock-api] ${failure.message}; the request is answered 503 and its change undone`);
        await this.undo();
        for (const w of batch) w.fail(failure);
        continue;
      }
      if (this.size >= this.limits.maxBytes || this.entries >= this.compactAfter) {
        await this.writeSnapshot().catch((error: Error) => {
          // The journal keeps everything, so a failed compaction loses nothing; it is tried again later.
          console.warn(`[mock-api] could not compact the journal: ${error.message}`);
          this.compactAfter = this.entries + this.limits.maxEntries;
        });
      }
    }
  }

  /**
   * After a failed write the data in memory goes back to what the disk holds, so a request answered 503 has
   * changed nothing (requests in flight at that moment lose their changes too, and are answered 503 as well when
   * they commit in the same flush).
   */
  private async undo(): Promise<void> {
    try {
      if (this.handle && this.torn) {
        await this.handle.truncate(this.size);
        this.torn = false;
      }
    } catch {
      // Cut back before the next write instead; the disk still holds `size` bytes of whole lines.
    }
    try {
      // Before the journal was first opened, nothing was written: the disk holds what was read at start.
      const stored = await readStoredData(this.files, this.handle ? this.size : this.readableBytes);
      const { snapshot } = stored;
      if (snapshot) await this.recorder.quietly(() => restoreApi(this.api, snapshot));
    } catch (error) {
      console.warn(
        `[mock-api] could not read the data back after a failed write: ${(error as Error).message}`,
      );
    }
  }

  private async file(): Promise<FileHandle> {
    if (!this.handle) {
      this.handle = await open(this.files.journal, 'a');
      const size = (await this.handle.stat()).size;
      // A torn last line left by a crash is cut off before anything is appended after it.
      this.size = Math.min(size, this.readableBytes);
      this.torn = size > this.size;
    }
    return this.handle;
  }

  private async append(text: string): Promise<void> {
    const handle = await this.file();
    if (this.torn) {
      await handle.truncate(this.size);
      this.torn = false;
    }
    const bytes = Buffer.from(text);
    try {
      await handle.write(bytes);
      await handle.datasync();
    } catch (error) {
      this.torn = true;
      throw error;
    }
    this.size += bytes.length;
  }

  private async writeSnapshot(): Promise<void> {
    // Taken at once, so it holds exactly what the journal held so far (and what requests in flight changed since,
    // which the journal gets next: its changes are blind writes, so replaying them over the snapshot is harmless).
    await writeFileDurably(this.files.snapshot, snapshotPieces(this.api.snapshot()));
    const handle = await this.file();
    await handle.truncate(0);
    await handle.datasync();
    this.size = 0;
    this.entries = 0;
    this.torn = false;
    this.compactAfter = this.limits.maxEntries;
  }
}
