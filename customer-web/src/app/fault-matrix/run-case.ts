import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type { FaultClass } from './fault-classes';
import { falseStatements } from './false-statements';
import type { MockFault as Fault } from '@portal/shared';
import { renderAt, type Mock } from './harness';
import { allFailingPatterns, contractById, faultPattern } from './matrix';

/** A call of a page, as the mock logged it. */
export interface Call {
  method: string;
  path: string;
}

/** What a page shows when its calls answer: where it lands, its calls, its tabs, and the absence texts it rightly shows. */
export interface Baseline {
  path: string;
  calls: Call[];
  heading: string;
  tabs: string[];
  shownTexts: string[];
}

/** Most requests one failing call may get while the page is open: the first and three retries, twice over. */
export const MAX_REQUESTS_PER_CALL = 8;
const SETTLE_MS = 3000;

/** The profile tabs shown (the row of links named "Your account"). */
const tabNames = () =>
  screen
    .queryAllByRole('navigation', { name: 'Your account' })
    .flatMap((nav) => [...nav.querySelectorAll('a')].map((a) => a.textContent ?? ''))
    .filter(Boolean);
const headingText = () => screen.queryAllByRole('heading', { level: 1 })[0]?.textContent ?? '';

/** The page has drawn what it will draw: nothing is loading or being fetched, and it has a heading or an alert. */
async function settled(page: ReturnType<typeof renderAt>): Promise<void> {
  await waitFor(
    () => {
      if (page.client.isFetching() > 0 || page.text().includes('Loading…')) throw new Error('still loading');
      if (!headingText() && !page.alerts().length) throw new Error('nothing drawn');
    },
    { timeout: SETTLE_MS },
  ).catch(() => undefined);
}

const callsLogged = (mock: Mock): Call[] =>
  mock.api.ctx.sim.requests.map(({ method, path }) => ({ method, path }));

/** Opens a page with every call answering, to learn its calls and what it rightly shows. */
export async function baselineOf(mock: Mock, path: string): Promise<Baseline> {
  mock.api.ctx.sim.setFaults([]);
  mock.api.ctx.sim.requests.length = 0;
  const page = renderAt(path);
  try {
    await settled(page);
    const text = page.text();
    const calls = new Map(callsLogged(mock).map((c) => [`${c.method} ${c.path}`, c]));
    return {
      path: page.location().split('?')[0] ?? path,
      calls: [...calls.values()],
      heading: headingText(),
      tabs: tabNames(),
      shownTexts: falseStatements().filter((t) => text.includes(t)),
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
  alone?: string,
): Promise<string[]> {
  const failing = alone
    ? [{ pattern: faultPattern(contractById(alone)), method: contractById(alone).method.toLowerCase() }]
    : allFailingPatterns();
  mock.api.ctx.sim.setFaults(
    failing.map((f): Fault => ({
      ...cls.fault,
      pattern: f.pattern,
      method: f.method as Fault['method'],
      times: 0,
    })),
  );
  mock.api.ctx.sim.requests.length = 0;
  const limit = cls.clientTimeoutMs;
  const timeout = AbortSignal.timeout.bind(AbortSignal);
  const shortened = limit
    ? vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => timeout(Math.min(ms, limit)))
    : undefined;
  const page = renderAt(base.path);
  const problems: string[] = [];
  try {
    await settled(page);
    const text = page.text();
    if (process.env.FAULT_MATRIX_SHOW)
      console.log(base.path, cls.name, alone ?? 'all', page.location(), text.slice(0, 400));
    if (page.location().startsWith('/sign-in')) {
      const back = `/sign-in?redirect=${encodeURIComponent(base.path)}`;
      if (!cls.endsSession) problems.push(`went to ${page.location()}`);
      else if (page.location() !== back) problems.push(`at ${page.location()}, not ${back}`);
      else if (!page.alerts().some((a) => cls.says.test(a))) problems.push(`no alert saying ${cls.says}`);
      return problems;
    }
    const says = cls.endsSession ? /Simulated fault/ : cls.says;
    const said = page.alerts().some((a) => says.test(a));
    // One call failing alone may be one the page only reads ahead for another, or one a part of it does without:
    // then the page stands as it was, under its own heading, and has nothing to say.
    const retry = screen.queryAllByRole('button', { name: 'Try again' }).length > 0;
    const whole = !!alone && !!base.heading && headingText() === base.heading && !said;
    if (!whole && !said) problems.push(`no alert saying ${says}`);
    if (!whole && !retry) problems.push('no "Try again"');
    if (page.location().split('?')[0] !== base.path) problems.push(`went to ${page.location()}`);
    if (screen.queryAllByRole('heading', { name: 'Something went wrong' }).length)
      problems.push('page error');
    for (const t of falseStatements())
      if (!base.shownTexts.includes(t) && text.includes(t)) problems.push(`says "${t}"`);
    const tabs = tabNames();
    if (!cls.endsSession)
      for (const tab of base.tabs) if (!tabs.includes(tab)) problems.push(`tab ${tab} lost`);
    const counts = new Map<string, number>();
    for (const c of callsLogged(mock))
      counts.set(`${c.method} ${c.path}`, (counts.get(`${c.method} ${c.path}`) ?? 0) + 1);
    for (const [key, n] of counts) if (n > MAX_REQUESTS_PER_CALL) problems.push(`${n} requests to ${key}`);
    return problems;
  } finally {
    shortened?.mockRestore();
    mock.api.ctx.sim.setFaults([]);
    await page.close();
  }
}
