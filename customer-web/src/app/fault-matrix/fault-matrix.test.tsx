import { startNodeMock } from '@portal/mock-api/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session/session-store';
import { signIn } from './harness';
import { aloneName, matrixCases, NOT_IN_MATRIX } from './matrix';
import { addressOf, parameterisedPaths, PREPARED, staticPaths } from './pages';
import { baselineOf, faultCase, type Baseline } from './run-case';

/*
 * The fault matrix: every page of the route table opened through the app's own router and query client, with the
 * mock in Node failing its calls by its own fault injection; what is checked is what a person sees. A parameterised
 * page opens at the first link to it that another page showed, a record of the fixtures. The seed and the number
 * of pages whose calls each fail alone can be set (FAULT_MATRIX_SEED, FAULT_MATRIX_SAMPLE) to look further, FAULT_MATRIX_CLASSES
 * gives each page fewer fault classes,
 * FAULT_MATRIX_PAGES (a comma-separated list) opens only those pages, and FAULT_MATRIX_SHOW=1 prints what each case
 * showed.
 */
const SEED = Number(process.env.FAULT_MATRIX_SEED ?? 20261128);
const SAMPLE = Number(process.env.FAULT_MATRIX_SAMPLE ?? 3);
const ONLY = process.env.FAULT_MATRIX_PAGES?.split(',');
// Every class on every page by default; fewer (rotated over the pages) where the same matrix runs again.
const CLASSES_PER_PAGE = Number(process.env.FAULT_MATRIX_CLASSES ?? Infinity);
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

const signedIn = async () => {
  if (sessionStore.get().status !== 'signed-in') await signIn(EMAIL, PASSWORD);
};

describe('the fault matrix', () => {
  it(
    'shows what failed with a retry, keeps what works, states nothing false and asks a bounded number of times, on every page',
    { timeout: 900_000 },
    async () => {
      const baselines = new Map<string, Baseline>();
      // A page that sends a signed-in customer elsewhere (signing in, an old address) is the page it lands on,
      // opened once.
      const opensAs = new Map<string, string>();
      const open = async (page: string) => {
        await signedIn();
        await PREPARED[page]?.();
        const base = await baselineOf(mock, page);
        const first = [...baselines].find(([, b]) => b.path === base.path)?.[0];
        if (first) opensAs.set(page, first);
        else baselines.set(page, base);
      };
      const wanted = (p: string) => !NOT_IN_MATRIX.test(p) && (!ONLY || ONLY.includes(p));
      // The pages opened after a purchase come last: the orders placed for them would change the account under
      // the pages before.
      const prepared = (p: string) => p in PREPARED;
      for (const page of staticPaths().filter((p) => wanted(p) && !prepared(p))) await open(page);
      // A parameterised page opens at a link to it that a page opened so far showed; a record's page may link on
      // to its own records (a help topic to its articles), so this goes round until no new page is found.
      let unreached = parameterisedPaths().filter((p) => !NOT_IN_MATRIX.test(p));
      for (let found = true; found && unreached.length;) {
        found = false;
        for (const pattern of unreached) {
          const page = addressOf(
            pattern,
            [...baselines.values()].flatMap((b) => b.links),
          );
          if (!page) continue;
          found = true;
          unreached = unreached.filter((p) => p !== pattern);
          if (wanted(page) || ONLY?.includes(pattern)) await open(page);
        }
      }
      const pageCalls = () => [...baselines].map(([page, b]) => ({ page, calls: b.calls }));
      const cases = matrixCases(pageCalls(), SEED, SAMPLE, CLASSES_PER_PAGE);
      const failures: string[] = [];
      const runCase = async (c: (typeof cases)[number]) => {
        await signedIn();
        await PREPARED[c.page]?.();
        const base = baselines.get(c.page)!;
        const started = process.cpuUsage();
        const problems = await faultCase(mock, base, c.cls, c.alone);
        if (process.env.FAULT_MATRIX_SHOW) {
          const { user, system } = process.cpuUsage(started);
          console.log(
            c.page,
            c.cls.name,
            c.alone,
            `${Math.round((user + system) / 1000)} ms of processor`,
            problems,
          );
        }
        const where = `${c.page}${base.path === c.page ? '' : ` (${base.path})`}`;
        const name = `${where} · ${c.cls.name} · ${c.alone ? `${aloneName(c.alone)} alone` : 'all calls'}`;
        if (problems.length) failures.push(`${name}: ${problems.join('; ')}`);
      };
      for (const c of cases) await runCase(c);
      const before = new Set(baselines.keys());
      for (const page of staticPaths().filter((p) => wanted(p) && prepared(p))) await open(page);
      const after = matrixCases(
        pageCalls().filter((p) => !before.has(p.page)),
        SEED,
        0,
        CLASSES_PER_PAGE,
      );
      for (const c of after) await runCase(c);
      cases.push(...after);
      console.log(
        `Fault matrix (seed ${SEED}): ${cases.length} cases over ${baselines.size} pages, ${cases.length - failures.length} passed` +
          (opensAs.size
            ? `; landing where another page does: ${[...opensAs].map(([p, as]) => `${p} (${baselines.get(as)?.path})`).join(', ')}`
            : '') +
          (unreached.length ? `; no page links to ${unreached.join(', ')}` : '') +
          (failures.length ? `, ${failures.length} failed:\n  ${failures.join('\n  ')}` : ''),
      );
      expect(failures).toEqual([]);
    },
  );
});
