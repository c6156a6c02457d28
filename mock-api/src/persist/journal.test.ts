import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi, type MockApi } from '../runtime';
import { keepData } from './data-dir';
import type { Journal } from './journal';
import { readDataDir } from './stored-data';

let dir: string;
let api: MockApi;
let journal: Journal;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-journal-'));
  api = await createMockApi();
  journal = await keepData(api, dir, 0, { maxBytes: 1024 * 1024, maxEntries: 3 });
});
afterAll(async () => {
  await journal.close();
  await rm(dir, { recursive: true, force: true });
});

const journalLines = async () =>
  (await readFile(join(dir, 'journal.ndjson'), 'utf8')).split('\n').filter(Boolean).length;

describe('the journal', () => {
  it('writes one line per commit, nothing for a commit without changes, and compacts at its limit', async () => {
    expect(await journalLines()).toBe(0);
    await api.ctx.commit();
    expect(await journalLines()).toBe(0);
    const [first, second] = api.ctx.db.helpArticles.all();
    await api.ctx.db.helpArticles.update(first!.id, (a) => void (a.title = 'Kept, one'));
    await api.ctx.commit();
    api.ctx.sim.setScenario('help.unavailable', true);
    await api.ctx.commit();
    expect(await journalLines()).toBe(2);
    api.ctx.db.helpArticles.remove(second!.id);
    await api.ctx.commit();
    // The third entry reached the limit: the data went into the snapshot and the journal starts again.
    await journal.idle();
    expect(await journalLines()).toBe(0);
    const stored = await readDataDir(dir);
    const articles = stored.snapshot?.tables.helpArticles as { id: string; title: string }[];
    expect(articles.find((a) => a.id === first!.id)?.title).toBe('Kept, one');
    expect(articles.some((a) => a.id === second!.id)).toBe(false);
    expect(stored.snapshot?.sim.scenarios.global).toContain('help.unavailable');
  }, 30_000);

  it('keeps a commit of more changes than its limit as the snapshot, without a journal line', async () => {
    const articles = api.ctx.db.helpArticles.all().slice(0, 4);
    for (const [i, a] of articles.entries())
      await api.ctx.db.helpArticles.update(a.id, (d) => void (d.title = `Bulk ${i}`));
    await api.ctx.commit();
    await journal.idle();
    expect(await journalLines()).toBe(0);
    const stored = (await readDataDir(dir)).snapshot?.tables.helpArticles as { id: string; title: string }[];
    expect(articles.map((a) => stored.find((s) => s.id === a.id)?.title)).toEqual([
      'Bulk 0',
      'Bulk 1',
      'Bulk 2',
      'Bulk 3',
    ]);
  }, 30_000);
});
