/**
 * The browser benchmarks against the production builds served by the real server: the bytes each first page
 * fetches (and what they are made of, by package), Lighthouse on both presets, and the round trips from pressing
 * "Sign in" to the signed-in home. Builds both apps with their source maps first when a build is missing.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ESM script shared with the root scripts
import { pnpm } from '../../scripts/pnpm.mjs';
import { prerenderedPathsIn } from '../../scripts/prerendered-pages.mjs';
import { ROOT, startBuiltSystem } from './bench-server';
import { auditCases, auditPages, type LighthouseBudget } from './lighthouse';
import { signInConsole, signInCustomer, weighPages } from './page-weight';
import { machineLoad, printTable, recordResult } from './results';
import { MAX_ROUND_TRIPS, measureSignInTrips } from './sign-in-trips';

/** Packages shown per page; the rest are added up. */
const TOP_PACKAGES = 8;

const budgetText = (b: LighthouseBudget) =>
  [
    b.performance !== undefined && `perf ≥${b.performance}`,
    b.lcpMs !== undefined && `LCP ≤${b.lcpMs}`,
    b.tbtMs !== undefined && `TBT ≤${b.tbtMs}`,
    b.cls !== undefined && `CLS ≤${b.cls}`,
    b.accessibility !== undefined && `a11y ≥${b.accessibility}`,
  ]
    .filter(Boolean)
    .join(', ');

/** Both production builds, with their source maps: built here when either is missing (a fresh clone). */
function ensureBuilt(): boolean {
  const built = ['customer-web', 'provider-console'].every((app) => {
    const assets = join(ROOT, app, 'dist/assets');
    return existsSync(assets) && readdirSync(assets).some((f) => f.endsWith('.js.map'));
  });
  if (built) return true;
  console.log('building both apps with source maps (SOURCEMAP=1 pnpm build)');
  return (pnpm(['run', 'build'], { env: { SOURCEMAP: '1' } }) as number) === 0;
}

export async function reportBrowser(): Promise<boolean> {
  if (!ensureBuilt()) return false;
  const server = await startBuiltSystem();
  try {
    const weights = await weighPages(server.url);
    printTable(
      weights.map((w) => ({
        page: w.page,
        'scripts+styles': w.files,
        'gzip KB': w.gzipKb,
        'budget KB': w.budgetKb,
        verdict: w.within ? 'within' : 'OVER',
      })),
    );
    for (const w of weights) {
      const entries = Object.entries(w.packages);
      const rest = entries.slice(TOP_PACKAGES).reduce((sum, [, kb]) => sum + kb, 0);
      const shown = entries.slice(0, TOP_PACKAGES).map(([name, kb]) => `${name} ${kb}`);
      if (rest > 0) shown.push(`${entries.length - TOP_PACKAGES} more ${rest.toFixed(1)}`);
      console.log(`  ${w.page}: ${shown.join(', ')}`);
    }
    recordResult('pageWeight', {
      pages: weights,
      machine: machineLoad(),
      measuredAt: new Date().toISOString(),
    });
    console.log();

    const trips = await measureSignInTrips(server.url);
    printTable(
      trips.map((t) => ({
        'sign-in to home': t.addedLatencyMs ? `+${t.addedLatencyMs} ms a call` : 'localhost',
        [`round trips (≤${MAX_ROUND_TRIPS})`]: t.roundTrips,
        'home shown ms': t.homeMs,
        verdict: t.within ? 'within' : 'OVER',
      })),
    );
    for (const t of trips) if (!t.within) console.log(`  ${t.trips.join('\n  ')}`);
    recordResult('signInTrips', {
      runs: trips,
      machine: machineLoad(),
      measuredAt: new Date().toISOString(),
    });
    console.log();

    const audits = await auditPages(
      auditCases(server.url, prerenderedPathsIn(join(ROOT, 'customer-web/dist')), {
        customer: (page) => signInCustomer(page, server.url),
        console: (page) => signInConsole(page, server.url),
      }),
    );
    printTable(
      audits.map((a) => ({
        Lighthouse: a.page,
        preset: a.preset,
        perf: a.performance,
        'LCP ms': a.lcpMs,
        'TBT ms': a.tbtMs,
        CLS: a.cls,
        a11y: a.accessibility,
        budget: budgetText(a.budget),
        verdict: a.within ? 'within' : `OVER (${a.over.join(', ')})`,
      })),
    );
    recordResult('lighthouse', {
      pages: audits,
      machine: machineLoad(),
      measuredAt: new Date().toISOString(),
    });
    return weights.every((w) => w.within) && trips.every((t) => t.within) && audits.every((a) => a.within);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  reportBrowser().then((ok) => process.exit(ok ? 0 : 1));
}
