/**
 * The bench's one table: every figure of this run (read back from results.json, which each benchmark writes) beside
 * its budget and the machine's load when it was measured, so a reader sees at once what is over and how busy the
 * machine was.
 */
import { readFileSync } from 'node:fs';
import { printTable, RESULTS_FILE } from './results';

interface Row {
  figure: string;
  value: string;
  budget: string;
  verdict: string;
  load: string;
}

type Results = {
  pageWeight?: {
    pages: { page: string; gzipKb: number; budgetKb: number; within: boolean }[];
    machine?: Load;
  };
  signInTrips?: {
    runs: { addedLatencyMs: number; roundTrips: number; homeMs: number; within: boolean }[];
    machine?: Load;
  };
  lighthouse?: {
    pages: {
      page: string;
      preset: string;
      performance: number;
      lcpMs: number;
      tbtMs: number;
      cls: number;
      over: string[];
      within: boolean;
    }[];
    machine?: Load;
  };
  api?: {
    ratio: number;
    authenticatedGet: { requestsPerSecond: number; p99Ms: number };
    helloWorld: { requestsPerSecond: number };
    budget: { minRatio: number; maxP99Ms: number };
    ok: boolean;
    machine?: Load;
  };
  ordersList?: {
    p95Ms: number;
    textP95Ms?: number;
    searchP95Ms?: number;
    rssMb: number;
    budgetP95Ms: number;
    budgetRssMb: number;
    pass: boolean;
    machine?: Load;
  };
  writeLatency?: { journal: { p99Ms: number }; snapshotOnly: { p99Ms: number } };
};
type Load = { loadAverage1m: number };

const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');
const load = (m?: Load) => (m ? String(m.loadAverage1m) : '');

export function summaryRows(r: Results): Row[] {
  const rows: Row[] = [];
  for (const p of r.pageWeight?.pages ?? [])
    rows.push({
      figure: `${p.page}: gzip KB`,
      value: String(p.gzipKb),
      budget: `≤ ${p.budgetKb}`,
      verdict: verdict(p.within),
      load: load(r.pageWeight?.machine),
    });
  for (const l of r.lighthouse?.pages ?? [])
    rows.push({
      figure: `${l.page}: Lighthouse ${l.preset}`,
      value: `perf ${l.performance}, LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms, CLS ${l.cls}`,
      budget: l.within ? '' : `over: ${l.over.join(', ')}`,
      verdict: verdict(l.within),
      load: load(r.lighthouse?.machine),
    });
  for (const t of r.signInTrips?.runs ?? [])
    rows.push({
      figure: `sign-in to home, ${t.addedLatencyMs ? `+${t.addedLatencyMs} ms a call` : 'localhost'}`,
      value: `${t.roundTrips} round trips, ${t.homeMs} ms`,
      budget: '≤ 3 round trips',
      verdict: verdict(t.within),
      load: load(r.signInTrips?.machine),
    });
  if (r.api)
    rows.push({
      figure: 'API GET against bare Express',
      value: `${r.api.authenticatedGet.requestsPerSecond} / ${r.api.helloWorld.requestsPerSecond} req/s (${r.api.ratio}), p99 ${r.api.authenticatedGet.p99Ms} ms`,
      budget: `≥ ${r.api.budget.minRatio}, p99 ≤ ${r.api.budget.maxP99Ms} ms`,
      verdict: verdict(r.api.ok),
      load: load(r.api.machine),
    });
  if (r.ordersList)
    rows.push({
      figure: 'orders list, 100,000 orders',
      value: `p95 ${r.ordersList.p95Ms} ms, text search p95 ${r.ordersList.textP95Ms ?? '–'} ms, one search p95 ${r.ordersList.searchP95Ms ?? '–'} ms, server ${Math.round(r.ordersList.rssMb)} MB`,
      budget: `p95 ≤ ${r.ordersList.budgetP95Ms} ms, ≤ ${r.ordersList.budgetRssMb} MB`,
      verdict: verdict(r.ordersList.pass),
      load: load(r.ordersList.machine),
    });
  if (r.writeLatency)
    rows.push({
      figure: 'write latency p99 (journal / without)',
      value: `${r.writeLatency.journal.p99Ms} / ${r.writeLatency.snapshotOnly.p99Ms} ms`,
      budget: '',
      verdict: 'reported',
      load: '',
    });
  return rows;
}

export function printSummary(): void {
  const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results;
  console.log('\nEvery figure of the bench:');
  printTable(summaryRows(results).map((row) => ({ ...row })));
}
