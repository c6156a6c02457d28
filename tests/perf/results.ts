import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'results.json');

/** Records one benchmark's figures under its own key, keeping what the other benchmarks wrote. */
export function recordResult(key: string, value: unknown): void {
  let results: Record<string, unknown> = {};
  if (existsSync(RESULTS_FILE)) {
    try {
      results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>;
    } catch {
      // An unreadable file is replaced: it holds figures of an earlier run only.
    }
  }
  results[key] = value;
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
}

/** A plain text table: one header row, columns padded to their widest cell. */
export function printTable(rows: Record<string, string | number>[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object);
  const width = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(width[i] as number)).join('  ');
  console.log(line(columns));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map((c) => String(r[c]))));
}

/** How busy the machine was while a benchmark ran: times measured on a shared machine mean little without it. */
export function machineLoad(): { cores: number; loadAverage1m: number } {
  return { cores: availableParallelism(), loadAverage1m: Number(loadavg()[0]?.toFixed(1)) };
}
