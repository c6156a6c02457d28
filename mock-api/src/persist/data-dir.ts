import { mkdir } from 'node:fs/promises';
import type { MockApi } from '../runtime';
import { collectGarbage } from './collect-garbage';
import { Journal, type JournalLimits } from './journal';
import { dataFiles } from './stored-data';

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
  api.ctx.settle = collectGarbage;
  try {
    await journal.compact();
  } catch (error) {
    console.warn(
      `[mock-api] cannot write to ${dir} (${(error as Error).message}): changes will be refused with 503`,
    );
  }
  return journal;
}
