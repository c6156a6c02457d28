/**
 * The mock API against its framework: a bare Express hello world and an authenticated GET through the whole
 * pipeline (token check, ownership, behaviour, commit, JSON answer), each served by its own process and loaded at
 * 10 connections. The two take turns in short rounds, so a machine busy with other work slows both alike and the
 * ratio stays fair. Budget: the GET reaches half the hello world's requests per second, p99 at most 20 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, personaCustomerUuid } from '@portal/fixtures';
import { machineLoad, recordResult } from './results';

const HERE = dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 10;
const ROUNDS = 4;
const ROUND_SECONDS = 2;
const MIN_RATIO = 0.5;
const MAX_P99_MS = 20;

interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function serve(mode: 'hello' | 'full'): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'api-server.ts'), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    if (line.startsWith('ready ')) return { url: line.slice(6).trim(), child };
  }
  throw new Error(`the ${mode} server did not start`);
}

interface Target {
  url: string;
  headers: Record<string, string>;
}

const loadOnce = (target: Target, duration: number) =>
  autocannon({ url: target.url, connections: CONNECTIONS, duration, headers: target.headers });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Loads the targets in turns after a warm-up of each (so the JIT has compiled the hot path before it counts). */
async function loadInTurns(targets: Target[]): Promise<Load[]> {
  for (const target of targets) await loadOnce(target, 1);
  const rounds: autocannon.Result[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) rounds[i]?.push(await loadOnce(target, ROUND_SECONDS));
  }
  return rounds.map((results) => ({
    requestsPerSecond: Math.round(
      results.reduce((n, r) => n + r.requests.total, 0) / results.reduce((n, r) => n + r.duration, 0),
    ),
    p99Ms: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
  }));
}

async function signIn(base: string): Promise<string> {
  const auth = await fetch(`${base}/api/v2/68/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      IdentityProvider: 'LOCAL',
      AuthID: 'ana.postpay@example.co.nz',
      AuthCode: DEMO_PASSWORD,
      SPID: 68,
    }),
  });
  return ((await auth.json()) as { JWT: string }).JWT;
}

export async function reportApiThroughput(): Promise<boolean> {
  const servers = await Promise.all([serve('hello'), serve('full')]);
  let hello: Load;
  let full: Load;
  try {
    const [helloServer, fullServer] = servers as [{ url: string }, { url: string }];
    const jwt = await signIn(fullServer.url);
    [hello, full] = (await loadInTurns([
      { url: `${helloServer.url}/hello`, headers: {} },
      {
        url: `${fullServer.url}/api/v2/68/customer/${personaCustomerUuid('ana')}`,
        headers: { authorization: `Bearer ${jwt}` },
      },
    ])) as [Load, Load];
  } finally {
    for (const { child } of servers) child.kill('SIGKILL');
  }
  const ratio = Math.round((full.requestsPerSecond / hello.requestsPerSecond) * 100) / 100;
  const ok = ratio >= MIN_RATIO && full.p99Ms <= MAX_P99_MS && full.errors === 0;
  console.log(
    `\nMock API at ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s each, taking turns` +
      ' (p99: the median of the rounds)',
  );
  console.table({
    'Express hello world': { 'req/s': hello.requestsPerSecond, 'p99 ms': hello.p99Ms, errors: hello.errors },
    'authenticated GET': { 'req/s': full.requestsPerSecond, 'p99 ms': full.p99Ms, errors: full.errors },
  });
  console.log(
    `ratio ${ratio} (budget ≥ ${MIN_RATIO}), p99 ${full.p99Ms} ms (budget ≤ ${MAX_P99_MS} ms): ${ok ? 'within budget' : 'OVER BUDGET'}`,
  );
  recordResult('api', {
    connections: CONNECTIONS,
    rounds: ROUNDS,
    roundSeconds: ROUND_SECONDS,
    helloWorld: hello,
    authenticatedGet: full,
    ratio,
    budget: { minRatio: MIN_RATIO, maxP99Ms: MAX_P99_MS },
    ok,
    machine: machineLoad(),
    measuredAt: new Date().toISOString(),
  });
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit((await reportApiThroughput()) ? 0 : 1);
}
