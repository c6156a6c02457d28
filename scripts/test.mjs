// `npm test`: every suite — lint then both builds beside typecheck, unit and contract (on the Node that runs this
// script and again on Node 24), then the end-to-end journeys in Chromium against the built system and the static
// demo. Exits non-zero when any suite fails. At the end it prints each suite's time and the ten slowest journeys,
// and writes them to tests/perf/suite-times.json, which `pnpm bench` shows beside its own figures.
import { ensureChromium, findHeadlessChromium } from './chromium.mjs';
import { vitestOnNode24 } from './node24.mjs';
import { ensureInstalled, pnpmLive, pnpmQuiet } from './pnpm.mjs';
import { followProcessorTime, machineBenchmarkMs } from './processor-time.mjs';
import { slowestJourneys, writeSuiteTimes } from './suite-times.mjs';

const started = Date.now();
// Measured first, before the suites load the machine.
const benchmarkMs = machineBenchmarkMs();
ensureInstalled();
const chromium = ensureChromium();
console.log(`Using Chromium at ${findHeadlessChromium() ?? chromium}`);

// Lint and typecheck each keep one core busy, so they run side by side; typecheck takes longer, and the builds fill
// the time it takes after lint. Each lane stops at its first failure; a suite's output is printed when it ends.
const lanes = [
  [
    ['lint', ['run', 'lint']],
    ['build', ['run', 'build']],
    ['build demo', ['run', 'build:demo'], { env: { DEMO_BASE: '/demo/' } }],
  ],
  [['typecheck', ['run', 'typecheck']]],
];
const steps = [
  [`unit and contract (Node ${process.versions.node})`, ['exec', 'vitest', 'run']],
  ['unit and contract (Node 24)', vitestOnNode24],
  ['end-to-end', ['--filter', '@portal/tests', 'exec', 'playwright', 'test']],
];
const order = [...lanes.flat(), ...steps].map(([name]) => name);

/**
 * Runs one suite, following the processor time of every process it starts: resolves with its result row.
 * `run` starts the suite with the options it is given and resolves with its exit status.
 */
async function measured(name, run) {
  const stepStarted = Date.now();
  let follower;
  const outcome = await run({ onSpawn: (child) => (follower = followProcessorTime(child.pid)) });
  const { status, output } = typeof outcome === 'number' ? { status: outcome } : outcome;
  return {
    name,
    status,
    output,
    seconds: Math.round((Date.now() - stepStarted) / 1000),
    processorSeconds: follower?.stop(),
  };
}

const results = [];
console.log(
  `\n=== ${lanes.map((lane) => lane.map(([name]) => name).join(', then ')).join(' | ')} (side by side) ===`,
);
await Promise.all(
  lanes.map(async (lane) => {
    for (const [name, args, options] of lane) {
      const { output, ...result } = await measured(name, (hooks) =>
        pnpmQuiet(args, { ...options, ...hooks }),
      );
      console.log(`\n--- ${name} ---\n${output}`);
      results.push(result);
      if (result.status !== 0) break;
    }
  }),
);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const [name, args, options] of results.some((r) => r.status !== 0) ? [] : steps) {
  console.log(`\n=== ${name} ===`);
  const { output: _none, ...result } = await measured(name, (hooks) =>
    typeof args === 'function' ? args(hooks) : pnpmLive(args, { ...options, ...hooks }),
  );
  results.push(result);
  if (result.status !== 0) break;
}
const failed = results.filter((r) => r.status !== 0);
const totalSeconds = Math.round((Date.now() - started) / 1000);
const journeys = slowestJourneys(10);

console.log('\n| suite | result | time (s) | processor time (s) |\n| --- | --- | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.name} | ${r.status === 0 ? 'ok' : 'FAIL'} | ${r.seconds} | ${r.processorSeconds ?? ''} |`,
  );
const processorTotal = results.reduce((sum, r) => sum + (r.processorSeconds ?? 0), 0);
console.log(
  `| whole run | ${failed.length ? 'FAIL' : 'ok'} | ${totalSeconds} | ${Math.round(processorTotal * 10) / 10} |`,
);
console.log(
  `\nMachine benchmark: ${benchmarkMs} ms of processor time for a fixed piece of work on one core (lower is faster; see scripts/processor-time.mjs).`,
);
if (journeys.length) {
  console.log('\n| slowest journeys | time (s) |\n| --- | ---: |');
  for (const j of journeys) console.log(`| ${j.title} | ${j.seconds.toFixed(1)} |`);
}
writeSuiteTimes({
  totalSeconds,
  machineBenchmarkMs: benchmarkMs,
  suites: results,
  slowestJourneys: journeys,
});

console.log(`\nfinished in ${totalSeconds} s`);
const suiteCount = order.length;
console.log(
  `suites: ${results.length - failed.length} passed, ${failed.length} failed, ${suiteCount - results.length} not run`,
);
process.exit(failed.length ? 1 : 0);
