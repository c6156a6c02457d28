import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNodeMock } from '@portal/mock-api/node';
import { startServer } from '@portal/mock-api/server';
import { conformanceFailed, conformanceOverBoth, describeConformance } from './conformance/run';
import { describeSummary, fuzz, type FuzzSummary } from './fuzz';

/*
 * `pnpm fuzz`: generated bad requests against the Express server and through msw/node, then the conformance suite
 * generated from the OpenAPI document over both. FUZZ_RUNS and CONFORMANCE_RUNS (default 10,000 each per runtime)
 * and FUZZ_SEED (default: a random one, printed so a failure can be replayed) tune it;
 * FUZZ_MALFORMED_ESCAPES=0 leaves out path parameters whose percent-escapes do not decode.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const options = { malformedEscapes: process.env.FUZZ_MALFORMED_ESCAPES !== '0' };

async function overExpress(): Promise<FuzzSummary> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-fuzz-'));
  const server = await startServer({ port: 0, dataDir, reset: true, flagsProfile: 'demo', serveApps: false });
  try {
    return await fuzz('express', server.url, runs, seed, options);
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function throughMsw(): Promise<FuzzSummary> {
  const mock = await startNodeMock({ validateResponses: false });
  try {
    return await fuzz('msw/node', 'http://api.test', runs, seed, options);
  } finally {
    mock.close();
  }
}

console.log(`fuzz: ${runs} requests per runtime, seed ${seed}`);
const results: FuzzSummary[] = [];
for (const run of [overExpress, throughMsw]) {
  const started = performance.now();
  const summary = await run();
  results.push(summary);
  console.log(`${describeSummary(summary)}\n  ${Math.round((performance.now() - started) / 1000)} s`);
}
const fuzzFailed = results.some((s) => s.failures.length > 0 || !s.healthyAfter);
console.log(fuzzFailed ? 'fuzz: FAILED' : 'fuzz: no 5xx, every 4xx with err_message, healthy afterwards');

const conformanceRuns = Number(process.env.CONFORMANCE_RUNS ?? 10_000);
console.log(`conformance: ${conformanceRuns} requests per runtime, seed ${seed}`);
const started = performance.now();
const conformance = await conformanceOverBoth(conformanceRuns, seed);
for (const summary of conformance) console.log(describeConformance(summary));
console.log(`  ${Math.round((performance.now() - started) / 1000)} s`);
const conformanceBad = conformance.some(conformanceFailed);
console.log(
  conformanceBad
    ? 'conformance: FAILED'
    : 'conformance: every status documented, every body as documented, healthy afterwards',
);
process.exitCode = fuzzFailed || conformanceBad ? 1 : 0;
