// The times of a test run: what `npm test` prints at its end and keeps for `pnpm bench` to show.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './pnpm.mjs';

/** Playwright's JSON report of the last journey run (see tests/playwright.config.ts). */
export const JOURNEY_REPORT = join(ROOT, 'tests/test-results/journeys.json');
export const SUITE_TIMES = join(ROOT, 'tests/perf/suite-times.json');

/** Every journey of a Playwright JSON report with its project and time, nested suites included. */
function journeysOf(suite, file = suite.file) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((t) => ({
      title: `[${t.projectName}] ${spec.file ?? file}: ${spec.title}`,
      seconds: t.results.reduce((sum, r) => sum + r.duration, 0) / 1000,
    })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((s) => journeysOf(s, s.file ?? file))];
}

/** The slowest journeys of the last run, slowest first (none when the journeys did not run). */
export function slowestJourneys(count) {
  if (!existsSync(JOURNEY_REPORT)) return [];
  try {
    const report = JSON.parse(readFileSync(JOURNEY_REPORT, 'utf8'));
    return report.suites
      .flatMap((s) => journeysOf(s))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, count);
  } catch {
    return [];
  }
}

/** Keeps the run's times, with when it ran and how busy the machine was at the end. */
export function writeSuiteTimes(times) {
  writeFileSync(
    SUITE_TIMES,
    JSON.stringify({ at: new Date().toISOString(), loadAverage1m: loadavg()[0], ...times }, null, 2) + '\n',
  );
}
