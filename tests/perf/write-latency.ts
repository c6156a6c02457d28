/**
 * What durability costs: the latency of an acknowledged write (an order note added by an operator) against the
 * real Express server, when the answer waits for the journal to be flushed to disk (fdatasync), and when it does
 * not wait for the disk at all (as with the earlier snapshot written 200 ms after a change). Reports the median
 * and the 99th percentile of both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, STORE_FIXTURE_IDS } from '@portal/fixtures';
import { startServer } from '@portal/mock-api/server';
import { allContracts } from '@portal/shared';
import { fillPath } from '../contract/harness';
import { recordResult } from './results';

const WRITES = 400;
const WARM_UP = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

export interface WriteTiming {
  writes: number;
  medianMs: number;
  p99Ms: number;
}

export async function timeWrites(): Promise<{ snapshotOnly: WriteTiming; journal: WriteTiming }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-writes-'));
  const running = await startServer({
    port: 0,
    dataDir,
    reset: true,
    flagsProfile: 'demo',
    serveApps: false,
  });
  try {
    const auth = await fetch(`${running.url}/api/v2/68/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        IdentityProvider: 'LOCAL',
        AuthID: 'operator@provider.example.nz',
        AuthCode: DEMO_PASSWORD,
        SPID: 68,
        IncludeRoles: true,
      }),
    });
    const { JWT } = (await auth.json()) as { JWT: string };
    const addNote = allContracts.find((c) => c.id === 'store.orderAddNote');
    if (!addNote) throw new Error('no contract store.orderAddNote');
    const url = `${running.url}/api${fillPath(addNote, { spid: '68', uuid: STORE_FIXTURE_IDS.order })}`;
    const journalled = running.api.ctx.commit;
    const unflushed = () => Promise.resolve();
    // The two kinds alternate, so both meet the same data and the same load of a shared machine.
    const times = { journal: [] as number[], snapshotOnly: [] as number[] };
    for (let i = 0; i < 2 * (WRITES + WARM_UP); i++) {
      const kind = i % 2 ? 'snapshotOnly' : 'journal';
      running.api.ctx.commit = kind === 'journal' ? journalled : unflushed;
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${JWT}`, 'content-type': 'application/json' },
        body: JSON.stringify({ Text: `${kind} note ${i}` }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`adding a note answered ${res.status}`);
      if (i >= 2 * WARM_UP) times[kind].push(performance.now() - started);
    }
    running.api.ctx.commit = journalled;
    const summary = (list: number[]): WriteTiming => {
      list.sort((a, b) => a - b);
      return {
        writes: list.length,
        medianMs: round(percentile(list, 50)),
        p99Ms: round(percentile(list, 99)),
      };
    };
    const journal = summary(times.journal);
    const snapshotOnly = summary(times.snapshotOnly);
    return { snapshotOnly, journal };
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export async function reportWriteLatency(): Promise<boolean> {
  const t = await timeWrites();
  console.log(
    `write latency (${t.journal.writes} order notes): without waiting for the disk median ` +
      `${t.snapshotOnly.medianMs} ms, p99 ${t.snapshotOnly.p99Ms} ms; journal flushed before the answer median ` +
      `${t.journal.medianMs} ms, p99 ${t.journal.p99Ms} ms`,
  );
  recordResult('writeLatency', { ...t, measuredAt: new Date().toISOString() });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  reportWriteLatency().then((ok) => process.exit(ok ? 0 : 1));
}
