import { open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Bytes gathered before a write: few system calls, and no piece of the file held twice in memory for long. */
const WRITE_BYTES = 1 << 20;

/**
 * Writes a file so that after a crash it holds either the old or the new content, never part of either. The content
 * may come in pieces, so a large file is never one string in memory.
 */
export async function writeFileDurably(file: string, content: string | Iterable<string>): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    if (typeof content === 'string') await handle.writeFile(content);
    else {
      let pending: string[] = [];
      let length = 0;
      for (const piece of content) {
        pending.push(piece);
        length += piece.length;
        if (length >= WRITE_BYTES) {
          await handle.write(pending.join(''));
          pending = [];
          length = 0;
        }
      }
      if (pending.length) await handle.write(pending.join(''));
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
  await syncDirectory(dirname(file));
}

/** A rename is only durable once the directory itself is flushed. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse to sync a directory; the rename is then as durable as they make it.
  } finally {
    await handle.close();
  }
}
