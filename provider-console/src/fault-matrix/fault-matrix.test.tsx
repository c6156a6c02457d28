import { startNodeMock } from '@portal/mock-api/node';
import { seededRandom } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAULT_CLASSES, type FaultClass } from './fault-classes';
import { signIn } from './harness';
import { consolePages } from './pages';
import { faultCase, openPage, type Call } from './run-case';
import { saveCase } from './save-case';
import { actionCase, actionTargets } from './action-case';

// The matrix checks what is said and how many requests go, not how long the waits are: short ones keep it cheap.
vi.mock('../lib/failure-policy', async (original) => ({
  ...(await original<object>()),
  READ_TIMEOUT_MS: 300,
  RETRY_BASE_MS: 1,
}));

/** The seed of the cases of one call failing alone, so a failure can be run again. */
const SEED = 20261128;

let mock: Awaited<ReturnType<typeof startNodeMock>>;
beforeAll(async () => {
  mock = await startNodeMock();
  await signIn();
});
afterAll(() => mock.close());

describe('the console with its calls failing', () => {
  it('says what failed with a "Try again", states nothing false and sends a bounded number of requests, on every page for every fault class', async () => {
    const only = process.env.FAULT_PAGES?.split(',');
    const all = await consolePages();
    const pages = all.pages.filter((p) => !only || only.includes(p.name));
    const saves = all.saves.filter((s) => !only || only.includes(s.page.name));
    const random = seededRandom(SEED);
    // The session-ending class last: it closes the page.
    const classes = [...FAULT_CLASSES].sort((a, b) => Number(!!a.endsSession) - Number(!!b.endsSession));
    const failures: string[] = [];
    let cases = 0;
    let alone = 0;
    const readsNothing: string[] = [];
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
      // A page that reads nothing (an empty create form) has no read to fail: its save is failed below.
      if (!calls.length) {
        readsNothing.push(target.path);
        await open.page.close();
        continue;
      }
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
    // Every form's save failing, the classes that leave the session taking turns: what was typed must stay. A
    // write waits for the API's own answer however long it takes (a save is not abandoned half sent), so the
    // timeout class, which the mock holds past 65 s, is left to the reads.
    const answered = FAULT_CLASSES.filter((c) => !c.endsSession && c.name !== 'timeout');
    for (const [i, target] of saves.entries()) {
      const cls = answered[i % answered.length]!;
      const problems = await saveCase(mock, target, cls);
      if (problems.length) failures.push(`${target.page.path} · ${cls.name} · save: ${problems.join('; ')}`);
      cases++;
    }
    // Every action besides a form's save (a note, a booking, a purge) with its write failing, in each class a write
    // is answered with: it says what failed, keeps what was typed and stays on the record.
    const actions = (await actionTargets()).filter((a) => !only || only.includes(a.name));
    for (const target of actions)
      for (const cls of answered) {
        const problems = await actionCase(mock, target, cls);
        if (problems.length)
          failures.push(`${target.path} · ${cls.name} · ${target.name}: ${problems.join('; ')}`);
        cases++;
      }
    console.log(
      `Console fault matrix: ${pages.length} pages × ${FAULT_CLASSES.length} fault classes with all calls failing, ` +
        `${alone} cases of one call failing alone (seed ${SEED}), ${saves.length} saves failing and ` +
        `${actions.length} actions (${actions.map((a) => a.name).join(', ')}) failing in ${answered.length} classes each: ` +
        `${cases} cases, ${cases - failures.length} passed, ${failures.length} fell short` +
        (readsNothing.length ? ` (${readsNothing.join(', ')} read nothing)` : '') +
        '.',
    );
    expect(failures).toEqual([]);
  }, 900_000);
});
