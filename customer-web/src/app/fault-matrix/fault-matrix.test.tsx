import { startNodeMock } from '@portal/mock-api/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session/session-store';
import { signIn } from './harness';
import { matrixCases } from './matrix';
import { baselineOf, faultCase, type Baseline } from './run-case';

/*
 * The fault matrix: pages of the route table opened through the app's own router and query client, with the mock
 * in Node failing their calls by its own fault injection, for each fault class; what is checked is what a person
 * sees. The seed and the sample's size can be set (FAULT_MATRIX_SEED, FAULT_MATRIX_SAMPLE) to look further, and
 * FAULT_MATRIX_SHOW=1 prints what each case showed.
 */
const SEED = Number(process.env.FAULT_MATRIX_SEED ?? 20261128);
const SAMPLE = Number(process.env.FAULT_MATRIX_SAMPLE ?? 4);
const EMAIL = 'ana.postpay@example.co.nz';
const PASSWORD = 'Fibre-demo-2026';

let mock: Awaited<ReturnType<typeof startNodeMock>>;
beforeAll(async () => {
  mock = await startNodeMock();
});
afterAll(() => {
  sessionStore.signOut(true);
  mock.close();
});

describe('the fault matrix', () => {
  it(
    'shows what failed with a retry, keeps what works, states nothing false and asks a bounded number of times',
    { timeout: 600_000 },
    async () => {
      const cases = matrixCases(SEED, SAMPLE);
      const baselines = new Map<string, Baseline>();
      const failures: string[] = [];
      for (const c of cases) {
        if (sessionStore.get().status !== 'signed-in') await signIn(EMAIL, PASSWORD);
        let base = baselines.get(c.page);
        if (!base) {
          base = await baselineOf(mock, c.page);
          baselines.set(c.page, base);
        }
        const started = performance.now();
        const problems = await faultCase(mock, base, c.cls, c.alone);
        if (process.env.FAULT_MATRIX_SHOW)
          console.log(c.page, c.cls.name, c.alone, Math.round(performance.now() - started), problems);
        const name = `${c.page}${base.path === c.page ? '' : ` (${base.path})`} · ${c.cls.name} · ${c.alone ?? 'all calls'}`;
        if (problems.length) failures.push(`${name}: ${problems.join('; ')}`);
      }
      console.log(
        `Fault matrix (seed ${SEED}): ${cases.length} cases over ${baselines.size} pages, ${cases.length - failures.length} passed` +
          (failures.length ? `, ${failures.length} failed:\n  ${failures.join('\n  ')}` : ''),
      );
      expect(failures).toEqual([]);
    },
  );
});
