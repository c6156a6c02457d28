import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RESULTS = fileURLToPath(new URL('./results.json', import.meta.url));

/** Writes one benchmark's figures under its own key of results.json, keeping what the others wrote. */
export function recordResult(key: string, value: unknown): void {
  const current = existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>)
    : {};
  writeFileSync(RESULTS, `${JSON.stringify({ ...current, [key]: value }, null, 2)}\n`);
}
