import { open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes a file so that after a crash it holds either the old or the new content, never part of either. */
export async function writeFileDurably(file: string, content: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(content);
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
