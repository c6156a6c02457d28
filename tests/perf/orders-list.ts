/**
 * The provider console's orders list at scale: 10,000 generated fibre orders behind the real Express server, and
 * the request the console makes for one page (25 rows, filtered by state and LFC, sorted by creation time). Reports
 * the median and 95th percentile against the 100 ms budget of the provider console issue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@portal/fixtures';
import { startServer } from '@portal/mock-api/server';

const BUDGET_MS = 100;
const ORDERS = 10_000;
const RUNS = 60;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

export interface ListTiming {
  orders: number;
  rows: number;
  total: string;
  medianMs: number;
  p95Ms: number;
}

export async function timeOrdersList(): Promise<ListTiming> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const running = await startServer({
    port: 0,
    dataDir,
    reset: true,
    flagsProfile: 'demo',
    serveApps: false,
  });
  try {
    const post = (path: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const generated = await post('/__mock/generate', { orders: ORDERS, replace: true });
    if (!generated.ok) throw new Error(`generating orders failed: ${generated.status}`);
    const auth = await post('/api/v2/68/auth', {
      IdentityProvider: 'LOCAL',
      AuthID: 'operator@provider.example.nz',
      AuthCode: DEMO_PASSWORD,
      SPID: 68,
      IncludeRoles: true,
    });
    const { JWT } = (await auth.json()) as { JWT: string };
    const query = new URLSearchParams({
      filter: JSON.stringify({ State: ['in_progress', 'acknowledged'], LFC: 'Chorus' }),
      sort: JSON.stringify(['CreatedAtNanos', 'DESC']),
      range: JSON.stringify([0, 24]),
    });
    const url = `${running.url}/api/v3/68/UFB_order?${query}`;
    const headers = { authorization: `Bearer ${JWT}` };
    let rows = 0;
    let total = '';
    const times: number[] = [];
    for (let run = 0; run < RUNS + 5; run++) {
      const started = performance.now();
      const res = await fetch(url, { headers });
      const body = (await res.json()) as unknown[];
      const elapsed = performance.now() - started;
      if (!res.ok) throw new Error(`orders list answered ${res.status}`);
      rows = body.length;
      total = res.headers.get('content-range') ?? '';
      if (run >= 5) times.push(elapsed); // the first few warm the JIT and caches
    }
    times.sort((a, b) => a - b);
    return { orders: ORDERS, rows, total, medianMs: percentile(times, 50), p95Ms: percentile(times, 95) };
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function reportOrdersList(): Promise<boolean> {
  const t = await timeOrdersList();
  const within = t.p95Ms <= BUDGET_MS;
  console.log(
    `orders list (${t.orders} orders, ${t.rows} rows, ${t.total}): median ${t.medianMs.toFixed(1)} ms, ` +
      `p95 ${t.p95Ms.toFixed(1)} ms (${within ? 'within' : 'over'} the ${BUDGET_MS} ms budget)`,
  );
  return within;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  reportOrdersList().then((ok) => process.exit(ok ? 0 : 1));
}
