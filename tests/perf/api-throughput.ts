/**
 * The mock API against its framework: a bare Express hello world and an authenticated GET through the whole
 * pipeline (token check, ownership, behaviour, JSON answer), each served by its own process and loaded in the same
 * run at 10 connections. Budget: the GET reaches half the hello world's requests per second, p99 at most 20 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, personaCustomerUuid } from '@portal/fixtures';
import { recordResult } from './results';

const HERE = dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 10;
const SECONDS = 4;
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

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  // A short warm-up first, so the JIT has compiled the hot path before it is measured.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function measure(mode: 'hello' | 'full', run: (base: string) => Promise<Load>): Promise<Load> {
  const { url, child } = await serve(mode);
  try {
    return await run(url);
  } finally {
    child.kill('SIGKILL');
  }
}

export async function reportApiThroughput(): Promise<boolean> {
  const hello = await measure('hello', (base) => load(`${base}/hello`));
  const full = await measure('full', async (base) => {
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
    const { JWT } = (await auth.json()) as { JWT: string };
    return load(`${base}/api/v2/68/customer/${personaCustomerUuid('ana')}`, {
      authorization: `Bearer ${JWT}`,
    });
  });
  const ratio = Math.round((full.requestsPerSecond / hello.requestsPerSecond) * 100) / 100;
  const ok = ratio >= MIN_RATIO && full.p99Ms <= MAX_P99_MS && full.errors === 0;
  console.log(`\nMock API at ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.table({
    'Express hello world': { 'req/s': hello.requestsPerSecond, 'p99 ms': hello.p99Ms, errors: hello.errors },
    'authenticated GET': { 'req/s': full.requestsPerSecond, 'p99 ms': full.p99Ms, errors: full.errors },
  });
  console.log(
    `ratio ${ratio} (budget ≥ ${MIN_RATIO}), p99 ${full.p99Ms} ms (budget ≤ ${MAX_P99_MS} ms): ${ok ? 'within budget' : 'OVER BUDGET'}`,
  );
  recordResult('api', {
    connections: CONNECTIONS,
    seconds: SECONDS,
    helloWorld: hello,
    authenticatedGet: full,
    ratio,
    budget: { minRatio: MIN_RATIO, maxP99Ms: MAX_P99_MS },
    ok,
  });
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit((await reportApiThroughput()) ? 0 : 1);
}
