import { act, screen } from '@testing-library/react';
import type { FaultClass } from './fault-classes';
import { falseStatements } from './false-statements';
import { faultPatternMatches, type MockFault as Fault } from '@portal/shared';
import { sessionStore } from '../../lib/session/session-store';
import { renderAt, type Mock } from './harness';
import { shortenFailingTimeouts } from './short-timeouts';
import { aloneFault, allFailingPatterns, keptAnswering, type Alone } from './matrix';

/** A call of a page, as the mock logged it. */
export interface Call {
  method: string;
  path: string;
}

/** What a page shows when its calls answer: where it lands, its calls, its tabs, its links and what it says. */
export interface Baseline {
  path: string;
  calls: Call[];
  heading: string;
  tabs: string[];
  /** All the page says with every call answering: an absence it states then is so. */
  text: string;
  /** The addresses the page links to inside the app, where the parameterised pages' real records are found. */
  links: string[];
  /** The page's own content. */
  mainText: string;
  /** How many times each call was asked while the page settled: a page that polls by design asks again. */
  counts: Map<string, number>;
}

/**
 * Most requests one failing call may get while the page is open: the first and three retries, four times over. The
 * matrix retries at once, so a failing call has given up before the parts of the page that load later mount, and each
 * of them asks once more (three such rounds were seen with the machine busy); in a browser those parts mount while
 * the retries, 0.5 to 2 s apart, are still under way, and join them. A page that keeps asking still goes far over.
 */
export const MAX_REQUESTS_PER_CALL = 16;
/** A person is told what failed within 15 s; a page that settles sooner ends its wait sooner. */
const SETTLE_MS = 15_000;
/** How often a case looks whether the page has settled: often enough not to wait, rarely enough to cost little. */
const LOOK_EVERY_MS = 20;

/** The profile tabs shown (the row of links named "Your account"). */
const tabNames = () =>
  screen
    .queryAllByRole('navigation', { name: 'Your account' })
    .flatMap((nav) => [...nav.querySelectorAll('a')].map((a) => a.textContent ?? ''))
    .filter(Boolean);
const headingText = () => screen.queryAllByRole('heading', { level: 1 })[0]?.textContent ?? '';

/** The page has drawn what it will draw: nothing is loading or being fetched, and it has a heading or an alert. */
function isSettled(page: ReturnType<typeof renderAt>): boolean {
  if (page.client.isFetching() > 0 || page.client.isMutating() > 0) return false;
  if (page.text().includes('Loading…')) return false;
  // Asked many times a case: plain selectors, since a query by role works out every element's role and visibility.
  return !!document.querySelector('h1, [role="alert"]');
}

/**
 * Waits until the page has settled, looking every few milliseconds rather than on each change of the document
 * (reading the whole page's text on every change cost most of a case), and gives up after SETTLE_MS: the checks
 * then find what is missing.
 */
async function settled(page: ReturnType<typeof renderAt>): Promise<void> {
  const until = performance.now() + SETTLE_MS;
  let stillFor = 0;
  // Settled twice in a row: a page's later calls (those waiting for the first answer) have had their turn to start.
  while (performance.now() < until && stillFor < 2) {
    await act(() => new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS)));
    stillFor = isSettled(page) ? stillFor + 1 : 0;
  }
}

const links = (): string[] =>
  [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '');

const callsLogged = (mock: Mock): Call[] =>
  mock.api.ctx.sim.requests.map(({ method, path }) => ({ method, path }));

const keyOf = (c: Call) => `${c.method} ${c.path}`;

/** How many times each call was asked, by method and path. */
function countsOf(calls: readonly Call[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of calls) counts.set(keyOf(c), (counts.get(keyOf(c)) ?? 0) + 1);
  return counts;
}

/** Opens a page with every call answering, to learn its calls and what it rightly shows. */
export async function baselineOf(mock: Mock, path: string): Promise<Baseline> {
  mock.api.ctx.sim.setFaults([]);
  mock.api.ctx.sim.requests.length = 0;
  const page = renderAt(path);
  try {
    await settled(page);
    const text = page.text();
    const logged = callsLogged(mock);
    const calls = new Map(logged.map((c) => [keyOf(c), c]));
    return {
      path: page.location().split('?')[0] ?? path,
      calls: [...calls.values()],
      heading: headingText(),
      tabs: tabNames(),
      text,
      links: [...new Set(links())],
      mainText: page.mainText(),
      counts: countsOf(logged),
    };
  } finally {
    await page.close();
  }
}

/**
 * Opens the page with its calls failing (one contract alone, or all but those kept answering) and says what a person
 * would find wrong: no alert naming the failure (unless one call failing alone left the page whole), no "Try again",
 * a false statement, a page error, a tab lost, a move elsewhere, too many requests to one address. A failure that
 * ends the session must land on sign-in with the page to return to kept and a message.
 */
export async function faultCase(
  mock: Mock,
  base: Baseline,
  cls: FaultClass,
  alone?: Alone,
): Promise<string[]> {
  const failing = alone ? [aloneFault(alone)] : allFailingPatterns();
  mock.api.ctx.sim.setFaults(
    failing.map((f): Fault => ({
      ...cls.fault,
      pattern: f.pattern,
      method: f.method as Fault['method'],
      times: 0,
    })),
  );
  mock.api.ctx.sim.requests.length = 0;
  const shortened = cls.clientTimeoutMs ? shortenFailingTimeouts(failing, cls.clientTimeoutMs) : undefined;
  const page = renderAt(base.path);
  const problems: string[] = [];
  try {
    await settled(page);
    const text = page.text();
    if (process.env.FAULT_MATRIX_SHOW)
      console.log(
        base.path,
        cls.name,
        alone ?? 'all',
        page.location(),
        `\n  now: ${page.mainText().slice(0, 500)}\n  was: ${base.mainText.slice(0, 500)}`,
      );
    if (page.location().startsWith('/sign-in')) {
      const back = `/sign-in?redirect=${encodeURIComponent(base.path)}`;
      if (!cls.endsSession) problems.push(`went to ${page.location()}`);
      else if (page.location() !== back) problems.push(`at ${page.location()}, not ${back}`);
      else if (!page.alerts().some((a) => cls.says.test(a))) problems.push(`no alert saying ${cls.says}`);
      return problems;
    }
    // A page open to visitors stays open when the session ends, signed out: it says so, offers to sign in again
    // back to this page, and otherwise says nothing false and breaks nothing.
    const signedOut = cls.endsSession && sessionStore.get().status !== 'signed-in';
    if (signedOut) {
      if (!page.alerts().some((a) => cls.says.test(a)))
        problems.push(`signed out without an alert saying ${cls.says}`);
      const back = `/sign-in?redirect=${encodeURIComponent(base.path)}`;
      const signIn = screen.queryAllByRole('link', { name: 'Sign in' }).map((a) => a.getAttribute('href'));
      if (!signIn.includes(back)) problems.push(`no "Sign in" back to ${base.path}`);
    }
    const says = cls.endsSession ? /Simulated fault/ : cls.says;
    const said = signedOut || page.alerts().some((a) => says.test(a));
    // One call failing alone may be one the page only reads ahead for another, or one a part of it does without;
    // a page that sends no call of its own (a form sent only when filled in) has none to fail, and a page of text
    // or of the catalogue built in shows all it showed while the header's calls fail: then the page stands as it
    // was, under its own heading, and has nothing to say.
    const retry = signedOut || screen.queryAllByRole('button', { name: 'Try again' }).length > 0;
    const nothingFailed =
      !!alone || !base.calls.some((c) => !keptAnswering(c)) || page.mainText() === base.mainText;
    const whole = nothingFailed && !!base.heading && headingText() === base.heading && !said;
    if (!whole && !said) problems.push(`no alert saying ${says}`);
    if (!whole && !retry) problems.push('no "Try again"');
    if (page.location().split('?')[0] !== base.path) problems.push(`went to ${page.location()}`);
    if (screen.queryAllByRole('heading', { name: 'Something went wrong' }).length)
      problems.push('page error');
    for (const t of falseStatements())
      if (!base.text.includes(t) && text.includes(t)) problems.push(`says "${t}"`);
    const tabs = tabNames();
    if (!cls.endsSession)
      for (const tab of base.tabs) if (!tabs.includes(tab)) problems.push(`tab ${tab} lost`);
    // A failing call is asked a bounded number of times, and one still answering no more than that beyond how
    // often it was asked with every call answering; one the page polls by design (an order's progress) is not
    // counted here, as how often it is asked in 15 s depends on the machine's speed.
    const logged = callsLogged(mock);
    const failed = new Set(
      logged
        .filter((c) =>
          failing.some((f) => f.method === c.method.toLowerCase() && faultPatternMatches(f.pattern, c.path)),
        )
        .map(keyOf),
    );
    for (const [key, n] of countsOf(logged)) {
      const before = base.counts.get(key) ?? 0;
      if (!failed.has(key) && before > MAX_REQUESTS_PER_CALL) continue;
      const limit = MAX_REQUESTS_PER_CALL + (failed.has(key) ? 0 : before);
      if (n > limit) problems.push(`${n} requests to ${key}`);
    }
    return problems;
  } finally {
    shortened?.restore();
    mock.api.ctx.sim.setFaults([]);
    await page.close();
  }
}
