// `npm test`: every suite — lint, typecheck, unit and contract (on the Node that runs this script and again on
// Node 24), then the end-to-end journeys in Chromium against the built system and the static demo. Exits non-zero
// when any suite fails.
import { ensureChromium } from './chromium.mjs';
import { vitestOnNode24 } from './node24.mjs';
import { ensureInstalled, pnpm } from './pnpm.mjs';

const started = Date.now();
ensureInstalled();
const chromium = ensureChromium();
console.log(`Using Chromium at ${chromium}`);

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  [`unit and contract (Node ${process.versions.node})`, ['exec', 'vitest', 'run']],
  ['unit and contract (Node 24)', vitestOnNode24],
  ['build', ['run', 'build']],
  ['build demo', ['run', 'build:demo'], { env: { DEMO_BASE: '/demo/' } }],
  [
    'end-to-end',
    ['--filter', '@portal/tests', 'exec', 'playwright', 'test'],
    { env: { CHROMIUM_PATH: chromium } },
  ],
];

const results = [];
for (const [name, args, options] of steps) {
  console.log(`\n=== ${name} ===`);
  const status = typeof args === 'function' ? args() : pnpm(args, options);
  results.push([name, status]);
  if (status !== 0) break;
}
const failed = results.filter(([, s]) => s !== 0);
console.log(`\n${results.map(([n, s]) => `${s === 0 ? 'ok  ' : 'FAIL'} ${n}`).join('\n')}`);
console.log(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(
  `suites: ${results.length - failed.length} passed, ${failed.length + (steps.length - results.length)} failed`,
);
process.exit(failed.length ? 1 : 0);
