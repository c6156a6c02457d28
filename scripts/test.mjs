// `npm test`: every suite — lint then both builds beside typecheck, unit and contract on the Node that runs this
// script beside the same on Node 24, then the end-to-end journeys in Chromium against the built system and the static
// demo. Exits non-zero when any suite fails. At the end it prints each suite's time and the ten slowest journeys,
// and writes them to tests/perf/suite-times.json, which `pnpm bench` shows beside its own figures.
import { ensureChromium, findHeadlessChromium } from './chromium.mjs';
import { ensureNode24, vitestOnNode24 } from './node24.mjs';
import { ensureInstalled, pnpmLive, pnpmQuiet } from './pnpm.mjs';
import { followProcessorTime, machineBenchmarkMs } from './processor-time.mjs';
import { slowestJourneys, writeSuiteTimes } from './suite-times.mjs';

const started = Date.now();
// Measured first, before the suites load the machine.
const benchmarkMs = machineBenchmarkMs();
ensureInstalled();
const chromium = ensureChromium();
console.log(`Using Chromium at ${findHeadlessChromium() ?? chromium}`);

try {
  // Installed before the suites start, so the download does not hold up the output of a suite running meanwhile;
  // a failure here fails the Node 24 suite, which tries again and says why.
  ensureNode24();
} catch {
  // reported by the suite
}

// Phases of suites that run side by side, each lane one after another. Lint and typecheck each keep one core busy;
// typecheck takes longer, and the builds fill the time it takes after lint. Each vitest run leaves a core partly
// idle (its last files, its main process), so the two Nodes' runs share the machine. Each lane stops at its first
// failure; a suite's output is printed when it ends.
const phases = [
  [
    [
      ['lint', ['run', 'lint']],
      ['build', ['run', 'build']],
      ['build demo', ['run', 'build:demo'], { env: { DEMO_BASE: '/demo/' } }],
    ],
    [['typecheck', ['run', 'typecheck']]],
  ],
  [
    [[`unit and contract (Node ${process.versions.node})`, ['exec', 'vitest', 'run']]],
    [['unit and contract (Node 24)', vitestOnNode24]],
  ],
];
const journeys = ['end-to-end', ['--filter', '@portal/tests', 'exec', 'playwright', 'test']];
const order = [...phases.flat(2), journeys].map(([name]) => name);

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
const anyFailed = () => results.some((r) => r.status !== 0);
for (const lanes of phases) {
  if (anyFailed()) break;
  console.log(
    `\n=== ${lanes.map((lane) => lane.map(([name]) => name).join(', then ')).join(' | ')} (side by side) ===`,
  );
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, args, options] of lane) {
        const { output, ...result } = await measured(name, (hooks) =>
          typeof args === 'function' ? args(hooks) : pnpmQuiet(args, { ...options, ...hooks }),
        );
        console.log(`\n--- ${name} ---\n${output}`);
        results.push(result);
        if (result.status !== 0) break;
      }
    }),
  );
}
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
if (!anyFailed()) {
  const [name, args] = journeys;
  console.log(`\n=== ${name} ===`);
  const { output: _none, ...result } = await measured(name, (hooks) => pnpmLive(args, hooks));
  results.push(result);
}
const failed = results.filter((r) => r.status !== 0);
const totalSeconds = Math.round((Date.now() - started) / 1000);
const slowest = slowestJourneys(10);

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
if (slowest.length) {
  console.log('\n| slowest journeys | time (s) |\n| --- | ---: |');
  for (const j of slowest) console.log(`| ${j.title} | ${j.seconds.toFixed(1)} |`);
}
writeSuiteTimes({
  totalSeconds,
  machineBenchmarkMs: benchmarkMs,
  suites: results,
  slowestJourneys: slowest,
});

console.log(`\nfinished in ${totalSeconds} s`);
const suiteCount = order.length;
console.log(
  `suites: ${results.length - failed.length} passed, ${failed.length} failed, ${suiteCount - results.length} not run`,
);
process.exit(failed.length ? 1 : 0);
