/**
 * First-load JavaScript: what a browser must fetch before the first route renders — the entry script and its
 * modulepreloads — gzipped, for each app's production build. Compared with the 170 KB critical-path budget
 * (ANCHORS.md). Run after `pnpm build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const BUDGET_KB = 170;

export function firstLoad(distDir: string): { files: string[]; gzipKb: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const bytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length,
    0,
  );
  return { files, gzipKb: Math.round(bytes / 102.4) / 10 };
}

export function reportFirstLoad(): void {
  for (const app of ['customer-web', 'provider-console']) {
    const dist = join(ROOT, app, 'dist');
    if (!existsSync(join(dist, 'index.html'))) {
      console.log(`${app}: not built (run pnpm build)`);
      continue;
    }
    const { files, gzipKb } = firstLoad(dist);
    const verdict = gzipKb <= BUDGET_KB ? 'within' : 'over';
    console.log(
      `${app}: first-load JS ${gzipKb} KB gzipped in ${files.length} files (${verdict} the ${BUDGET_KB} KB budget)`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) reportFirstLoad();
