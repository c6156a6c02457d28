/** The times of the last `npm test` run on this machine, shown beside the benchmarks' own figures. */
import { existsSync, readFileSync } from 'node:fs';
import { SUITE_TIMES, type SuiteTimes } from '../../scripts/suite-times.mjs';
import { printTable } from './results';

export function reportSuiteTimes(): void {
  if (!existsSync(SUITE_TIMES)) {
    console.log('\nTest suite times: no `npm test` run recorded on this machine yet.');
    return;
  }
  const times = JSON.parse(readFileSync(SUITE_TIMES, 'utf8')) as SuiteTimes & {
    at: string;
    loadAverage1m: number;
  };
  console.log(
    `\nTest suite times (\`npm test\` of ${times.at}, load ${times.loadAverage1m.toFixed(1)} at its end)`,
  );
  printTable([
    ...times.suites.map((s) => ({
      suite: s.name,
      result: s.status === 0 ? 'ok' : 'FAIL',
      seconds: s.seconds,
      'processor seconds': s.processorSeconds ?? '',
    })),
    {
      suite: 'whole run',
      result: times.suites.every((s) => s.status === 0) ? 'ok' : 'FAIL',
      seconds: times.totalSeconds,
      'processor seconds': '',
    },
  ]);
  if (times.machineBenchmarkMs !== undefined)
    console.log(`Machine benchmark: ${times.machineBenchmarkMs} ms of processor time (lower is faster)`);
  if (times.slowestJourneys.length) {
    console.log('');
    printTable(
      times.slowestJourneys.map((j) => ({ 'slowest journeys': j.title, seconds: j.seconds.toFixed(1) })),
    );
  }
}
