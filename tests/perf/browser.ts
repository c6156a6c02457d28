/**
 * The browser benchmarks: page weight of the first pages of both apps and Lighthouse on the landing pages, against
 * the production build served by the real server. Run after `pnpm build`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, startBuiltSystem } from './bench-server';
import { auditPages, LIGHTHOUSE_BUDGET } from './lighthouse';
import { weighPages } from './page-weight';
import { printTable, recordResult } from './results';

export async function reportBrowser(): Promise<boolean> {
  for (const app of ['customer-web', 'provider-console']) {
    if (!existsSync(join(ROOT, app, 'dist/index.html'))) {
      console.log(`${app} is not built: run pnpm build first`);
      return false;
    }
  }
  const server = await startBuiltSystem();
  try {
    const weights = await weighPages(server.url);
    const audits = await auditPages([
      { name: 'customer-web /sign-in', url: `${server.url}/sign-in` },
      { name: 'console login', url: `${server.url}/console/` },
    ]);
    printTable(
      weights.map((w) => ({
        page: w.page,
        'scripts+styles': w.files,
        'gzip KB': w.gzipKb,
        'budget KB': w.budgetKb,
        verdict: w.within ? 'within' : 'OVER',
      })),
    );
    console.log();
    const b = LIGHTHOUSE_BUDGET;
    printTable(
      audits.map((a) => ({
        'Lighthouse (desktop)': a.page,
        [`performance (≥${b.performance})`]: a.performance,
        [`accessibility (≥${b.accessibility})`]: a.accessibility,
        [`LCP ms (≤${b.lcpMs})`]: a.lcpMs,
        runs: a.runs,
        verdict: a.within ? 'within' : 'OVER',
      })),
    );
    recordResult('pageWeight', { pages: weights });
    recordResult('lighthouse', { budget: LIGHTHOUSE_BUDGET, pages: audits });
    return weights.every((w) => w.within) && audits.every((a) => a.within);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  reportBrowser().then((ok) => process.exit(ok ? 0 : 1));
}
