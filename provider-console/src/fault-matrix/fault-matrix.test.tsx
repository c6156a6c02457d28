import { startNodeMock } from '@portal/mock-api/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAULT_CLASSES, type FaultClass } from './fault-classes';
import { signIn } from './harness';
import { consolePages } from './pages';
import { faultCase, openPage, type Call } from './run-case';

// The matrix checks what is said and how many requests go, not how long the waits are: short ones keep it cheap.
vi.mock('../lib/failure-policy', async (original) => ({
  ...(await original<object>()),
  READ_TIMEOUT_MS: 300,
  RETRY_BASE_MS: 1,
}));

/** The seed of the cases of one call failing alone, so a failure can be run again. */
const SEED = 20261128;

/** A small seeded generator (mulberry32): the same draw on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let mock: Awaited<ReturnType<typeof startNodeMock>>;
beforeAll(async () => {
  mock = await startNodeMock();
  await signIn();
});
afterAll(() => mock.close());

describe('the console with its calls failing', () => {
  it('says what failed with a "Try again", states nothing false and sends a bounded number of requests, on every page for every fault class', async () => {
    const only = process.env.FAULT_PAGES?.split(',');
    const pages = (await consolePages()).filter((p) => !only || only.includes(p.name));
    const random = seeded(SEED);
    // The session-ending class last: it closes the page.
    const classes = [...FAULT_CLASSES].sort((a, b) => Number(!!a.endsSession) - Number(!!b.endsSession));
    const failures: string[] = [];
    let cases = 0;
    let alone = 0;
    const run = async (open: Awaited<ReturnType<typeof openPage>>, cls: FaultClass, call?: Call) => {
      const started = performance.now();
      const problems = await faultCase(mock, open.page, open.base, cls, call);
      if (process.env.FAULT_TIMES)
        console.log(open.base.page.path, cls.name, Math.round(performance.now() - started));
      const which = call ? `${call.method} ${call.path} alone` : 'all calls';
      if (problems.length)
        failures.push(`${open.base.page.path} · ${cls.name} · ${which}: ${problems.join('; ')}`);
      cases++;
    };
    for (const target of pages) {
      const open = await openPage(mock, target);
      const { calls } = open.base;
      // One call failing alone, drawn from a fixed seed: the page must keep what the other calls answered.
      if (calls.length > 1) {
        const call = calls[Math.floor(random() * calls.length)]!;
        const cls = FAULT_CLASSES.filter((c) => !c.endsSession)[
          Math.floor(random() * (FAULT_CLASSES.length - 1))
        ]!;
        await run(open, cls, call);
        alone++;
      }
      for (const cls of classes) await run(open, cls);
    }
    console.log(
      `Console fault matrix: ${pages.length} pages × ${FAULT_CLASSES.length} fault classes with all calls failing, ` +
        `and ${alone} cases of one call failing alone (seed ${SEED}): ` +
        `${cases} cases, ${cases - failures.length} passed, ${failures.length} fell short.`,
    );
    expect(failures).toEqual([]);
  }, 900_000);
});
