import { screen, waitFor } from '@testing-library/react';
import { MAX_RETRIES } from '../lib/failure-policy';
import type { MockFault as Fault } from '@portal/shared';
import type { FaultClass, Mock } from './fault-classes';
import { falseStatements } from './false-statements';
import { countRequests, renderAt, signIn } from './harness';
import type { Page } from './pages';
import { firstLine } from './write-failure';

/** A call of a page: its method and path, as the mock's fault patterns name it. */
export interface Call {
  method: string;
  path: string;
}

/** What a page shows with every call answering: its calls, and the texts it rightly shows. */
export interface Baseline {
  page: Page;
  calls: Call[];
  text: string;
  counts: Record<string, string>;
}

/** Each query of a page may send its first request and its retries, and once more if the page asks for it again. */
export const MAX_REQUESTS_PER_QUERY = 2 * (1 + MAX_RETRIES);
/**
 * How long a case waits for the failure to be said. A person is promised 15 s, which the journeys check in a real
 * browser; here the console runs in happy-dom beside the rest of the unit suite on both cores, where a call that
 * fails only after the record it hangs on has loaded (and a read that times out after 12 s) can take longer.
 */
const SETTLE_MS = 30_000;
const READY =
  '.list-page, .show-page, .edit-page, .create-page, .schedule-page, .queue-page, #by-state-title';

/** The dashboard's count of each state, as shown. */
const stateCounts = () =>
  Object.fromEntries(
    [...document.querySelectorAll('[data-testid^="count-"]')].map((c) => [
      c.getAttribute('data-testid'),
      c.textContent ?? '',
    ]),
  );

async function settled(page: ReturnType<typeof renderAt>, rounds = 3): Promise<void> {
  await waitFor(
    () => {
      if (!document.querySelector(READY)) throw new Error('the page is not drawn');
      if (page.client.isFetching() > 0) throw new Error('still loading');
    },
    // The message names the place and what it shows, not the whole document.
    {
      timeout: SETTLE_MS,
      onTimeout: (e) =>
        new Error(`${e.message.split('\n')[0]} at ${page.where()}: ${page.text().slice(0, 300)}`),
    },
  );
  // A page's later calls (the records its rows refer to) start once the first answer is drawn: wait for those too.
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (rounds > 1 && page.client.isFetching() > 0) await settled(page, rounds - 1);
}

export type OpenPage = ReturnType<typeof renderAt>;

/** Opens a page with every call answering, to learn its calls and what it rightly says. It stays open for the cases. */
export async function openPage(mock: Mock, target: Page): Promise<{ page: OpenPage; base: Baseline }> {
  mock.api.ctx.sim.setFaults([]);
  const requests = countRequests(mock);
  const page = renderAt(target.path);
  try {
    await settled(page);
    // What the page rightly says is read once it has stopped changing: a part that asks only once the record has
    // drawn (its notes) may start after the calls so far have ended, on a loaded machine well after.
    for (let rounds = 0, before = ''; rounds < 10 && page.text() !== before; rounds++) {
      before = page.text();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await settled(page);
    }
  } catch (error) {
    await page.close();
    throw error;
  } finally {
    requests.stop();
  }
  const calls = new Map<string, Call>();
  for (const key of requests.counts.keys()) {
    const [method = '', url = ''] = key.split(' ');
    const path = url.split('?')[0]!;
    calls.set(`${method} ${path}`, { method, path });
  }
  return {
    page,
    base: { page: target, calls: [...calls.values()], text: page.text(), counts: stateCounts() },
  };
}

const faultFor = (cls: FaultClass, call: Call): Fault => ({
  ...cls.fault,
  pattern: call.path,
  method: call.method.toLowerCase() as Fault['method'],
  times: 0,
});

/**
 * Loads the open page again from nothing with one call failing (or all of them), as opening it would, and lists
 * what a person would find wrong: no alert naming the failure, no "Try again", a false statement, a page error, a
 * move elsewhere, too many requests; for a 401, no sign-in page with a message and the page kept to return to
 * (the page is then closed and the operator signed in again).
 */
export async function faultCase(
  mock: Mock,
  page: OpenPage,
  base: Baseline,
  cls: FaultClass,
  call?: Call,
): Promise<string[]> {
  const failing = call ? [call] : base.calls;
  mock.api.ctx.sim.setFaults(failing.map((c) => faultFor(cls, c)));
  const requests = countRequests(mock);
  const problems: string[] = [];
  try {
    void page.client.resetQueries();
    if (cls.endsSession) {
      await waitFor(
        () => {
          if (page.where() !== '/login') throw new Error(`at ${page.where()}`);
          if (!page.alerts().some((a) => cls.says.test(a))) throw new Error('no message');
        },
        { timeout: SETTLE_MS },
      ).catch((e: Error) => problems.push(`session end: ${firstLine(e)}`));
      const kept = page.routerState() as { nextPathname?: string } | undefined;
      if (kept?.nextPathname !== base.page.path)
        problems.push(`returns to ${kept?.nextPathname}, not ${base.page.path}`);
      return problems;
    }
    await waitFor(
      () => {
        if (!page.alerts().some((a) => cls.says.test(a))) throw new Error(`no alert saying ${cls.says}`);
        if (!screen.queryAllByRole('button', { name: 'Try again' }).length) throw new Error('no "Try again"');
      },
      { timeout: SETTLE_MS },
    ).catch((e: Error) => problems.push(firstLine(e)));
    await settled(page).catch(() => problems.push('still loading'));
    if (page.where() !== base.page.path) problems.push(`went to ${page.where()}`);
    if (screen.queryAllByRole('heading', { name: 'Something went wrong' }).length)
      problems.push('page error');
    const text = page.text();
    for (const statement of falseStatements())
      if (!statement.test(base.text) && statement.test(text))
        problems.push(`says "${text.match(statement)?.[0]}"`);
    for (const [state, count] of Object.entries(stateCounts()))
      if (count !== base.counts[state] && count !== 'Not loaded') problems.push(`${state} shows "${count}"`);
    for (const [key, n] of requests.counts)
      if (n > MAX_REQUESTS_PER_QUERY) problems.push(`${n} requests to ${key}`);
    return problems;
  } finally {
    requests.stop();
    mock.api.ctx.sim.setFaults([]);
    if (cls.endsSession) {
      await page.close();
      await signIn();
    }
  }
}
