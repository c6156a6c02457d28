/**
 * First-load JavaScript: what a browser must fetch before the first route renders — the entry script and its
 * modulepreloads — gzipped, for each app's production build. customer-web is held to the 170 KB critical-path
 * budget; the console to react-admin's own main chunk as measured here (304 KB, ANCHORS.md) plus a little room,
 * since its resource views load on demand. Run after `pnpm build` (BENCH_DIST picks another build folder).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const BUDGET_KB: Record<string, number> = { 'customer-web': 170, 'provider-console': 310 };

export function firstLoad(distDir: string): { files: string[]; gzipKb: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const bytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length,
    0,
  );
  return { files, gzipKb: Math.round(bytes / 102.4) / 10 };
}

export function reportFirstLoad(): boolean {
  let within = true;
  for (const [app, budget] of Object.entries(BUDGET_KB)) {
    const dist = join(ROOT, app, process.env.BENCH_DIST ?? 'dist');
    if (!existsSync(join(dist, 'index.html'))) {
      console.log(`${app}: not built (run pnpm build)`);
      continue;
    }
    const { files, gzipKb } = firstLoad(dist);
    const verdict = gzipKb <= budget ? 'within' : 'over';
    if (gzipKb > budget) within = false;
    console.log(
      `${app}: first-load JS ${gzipKb} KB gzipped in ${files.length} files (${verdict} the ${budget} KB budget)`,
    );
  }
  return within;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(reportFirstLoad() ? 0 : 1);
