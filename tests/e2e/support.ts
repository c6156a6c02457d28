import { expect, test as base, type Page, type Route } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/fixtures';
import { APP_PORTS } from '../ports';
import { findViolations } from './axe';

export { expect };

/**
 * The customer journeys run twice: against the app and its Express mock ("app"), and against the static demo build
 * served under /demo/ with the mock in the service worker ("demo"). Paths in journeys are written from the app's
 * root; in the demo they are moved under its base.
 */
const DEMO_BASE = '/demo';
/** A path written from the app's root, where the project being run serves it. */
const servedPath = (demo: boolean, path: string) =>
  demo && path.startsWith('/') && !path.startsWith(DEMO_BASE) ? DEMO_BASE + path : path;
const onDemoPage = (page: Page) =>
  new URL(page.url() === 'about:blank' ? 'http://x/' : page.url()).pathname.startsWith(DEMO_BASE);

export interface MockAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * A call to the mock (its API or its control API) as a script in the page would make it. In the demo there is no
 * server to call from the test runner: the call must come from the page, for the service worker to answer it.
 */
export async function mockCall(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { data?: unknown; token?: string } = {},
): Promise<MockAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.data === undefined ? undefined : JSON.stringify(options.data);
  let answer: MockAnswer & { json: boolean };
  if (!demoProject(page)) {
    const res = await page.request.fetch(path, { method, headers, data: body });
    answer = {
      ok: res.ok(),
      status: res.status(),
      json: (res.headers()['content-type'] ?? '').includes('json'),
      body: await res.json().catch(() => null),
    };
  } else {
    if (!onDemoPage(page)) await page.goto('/');
    // A call before the mock answers would reach the static file server instead.
    await untilDemoMockAnswers(page);
    answer = await page.evaluate(
      async ({ url, method, headers, body }) => {
        const res = await fetch(url, { method, headers, body });
        return {
          ok: res.ok,
          status: res.status,
          json: (res.headers.get('content-type') ?? '').includes('json'),
          body: await res.json().catch(() => null),
        };
      },
      { url: DEMO_BASE + path, method, headers, body },
    );
  }
  if (!answer.json)
    throw new Error(`${method} ${path} was not answered by the mock (status ${answer.status})`);
  const { json: _json, ...rest } = answer;
  return rest;
}

/**
 * Answers the API calls matching `url` (of `method`, any when left out) with a failure until `recover()`: an outage
 * the page must tell, then the retry that finds the service back. The failure is a 503 "Please try again later"
 * unless `answer` gives another (one of FAULT_CLASSES). `failed` counts the calls it answered.
 */
export async function outageOf(
  page: Page,
  url: RegExp,
  method?: string,
  answer: (route: Route) => Promise<void> = (route) =>
    route.fulfill({ status: 503, json: { err_message: 'Please try again later' } }),
) {
  const fails = (callMethod: string, callUrl: string) =>
    outage.failing && (!method || callMethod === method) && url.test(callUrl);
  const outage = {
    failing: true,
    failed: 0,
    recover: async () => {
      outage.failing = false;
      outagesOf(page).delete(fails);
      await page.unroute(url, handler);
    },
  };
  const handler = (route: Route) => {
    if (!fails(route.request().method(), route.request().url())) return route.fallback();
    outage.failed += 1;
    return answer(route);
  };
  outagesOf(page).add(fails);
  await page.route(url, handler);
  return outage;
}

/** Each page's outages under way, as tests of a call: does this outage answer it? */
const outages = new WeakMap<Page, Set<(method: string, url: string) => boolean>>();
const outagesOf = (page: Page) => {
  const set = outages.get(page) ?? new Set();
  outages.set(page, set);
  return set;
};

/** The seconds a failing call's 429 asks the page to wait, and the page must say. */
const RETRY_AFTER_S = 30;

/**
 * The seven ways a call fails, as `outageOf` answers them, and what the page must then say. `timeout` holds the
 * answer; pair it with `shortWaitFor` so the page gives up in half a second instead of its own limit.
 */
export const FAULT_CLASSES = [
  { name: '500', says: /Simulated fault/, answer: (r: Route) => r.fulfill({ status: 500, json: SIMULATED }) },
  { name: '503', says: /Simulated fault/, answer: (r: Route) => r.fulfill({ status: 503, json: SIMULATED }) },
  {
    name: '429',
    says: new RegExp(`in ${RETRY_AFTER_S} seconds`),
    answer: (r: Route) =>
      r.fulfill({ status: 429, headers: { 'retry-after': String(RETRY_AFTER_S) }, json: SIMULATED }),
  },
  { name: 'timeout', says: /took too long to come/, answer: () => new Promise<void>(() => undefined) },
  { name: 'dropped', says: /Network error/, answer: (r: Route) => r.abort('connectionreset') },
  {
    name: 'malformed',
    says: /Something went wrong/,
    answer: (r: Route) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"now": ' }),
  },
  {
    name: '401',
    says: /session has ended|Simulated refusal/,
    answer: (r: Route) => r.fulfill({ status: 401, json: { err_message: 'Simulated refusal' } }),
  },
] as const;
const SIMULATED = { err_message: 'Simulated fault' };

/**
 * Makes the page give up in half a second on a call whose address matches `url` while an `outageOf` holds it, as it
 * would after its own time limit: the app's client takes a call as timed out when the signal `AbortSignal.timeout`
 * gave it aborts, and it asks for that signal right before it sends the call. Half a second in, the page asks the
 * test whether an outage answers that call; if none does (it has recovered), the call keeps its own limit, so a
 * slow answer from a busy machine is not taken for the outage.
 */
export async function shortWaitFor(page: Page, url: RegExp) {
  await page.exposeFunction('__heldByOutage', (method: string, callUrl: string) =>
    [...outagesOf(page)].some((fails) => fails(method, callUrl)),
  );
  await page.addInitScript(
    ({ source, flags }) => {
      if (window.top !== window) return;
      const failing = new RegExp(source, flags);
      const held = (m: string, u: string) =>
        (window as unknown as { __heldByOutage: (m: string, u: string) => Promise<boolean> }).__heldByOutage(
          m,
          u,
        );
      const realTimeout = AbortSignal.timeout.bind(AbortSignal);
      let made: { controller: AbortController; ms: number } | undefined;
      AbortSignal.timeout = (ms: number) => {
        const controller = new AbortController();
        made = { controller, ms };
        return controller.signal;
      };
      const timedOut = (controller: AbortController) => () =>
        controller.abort(new DOMException('The call took too long', 'TimeoutError'));
      const realFetch = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        if (made) {
          const { controller, ms } = made;
          made = undefined;
          const url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
          const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
          const short = Math.min(ms, 500);
          if (!failing.test(url)) realTimeout(ms).addEventListener('abort', timedOut(controller));
          else
            realTimeout(short).addEventListener('abort', () => {
              void held(method, url).then((yes) => {
                if (yes) timedOut(controller)();
                else realTimeout(ms - short).addEventListener('abort', timedOut(controller));
              });
            });
        }
        return realFetch(input, init);
      };
    },
    { source: url.source, flags: url.flags },
  );
}

const demoPages = new WeakSet<Page>();
const demoProject = (page: Page) => demoPages.has(page);

/**
 * Opens a path of the app on the page the way the app's own links do: its router draws the new page in the same
 * document. A journey that walks through many pages (the design checks) pays for the app's start once, as a person
 * clicking through it does, instead of about half a second of the machine for each new document. The router keeps
 * the old page on screen until the new one is ready, so this returns once a heading the old page did not have shows.
 * (Two paths drawn by one page component keep its heading: open another page between them.)
 */
export async function openInApp(page: Page, path: string) {
  if (page.url() === 'about:blank') return void (await page.goto(path));
  const to = servedPath(demoProject(page), path);
  const { pathname, search } = new URL(page.url());
  // Already there: the page on screen is the one asked for.
  if (pathname + search === to) return;
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) Object.assign(heading, { e2eLeft: true });
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect
    .poll(
      () =>
        page.evaluate(() => [...document.querySelectorAll('h1')].some((heading) => !('e2eLeft' in heading))),
      { message: `a page drawn for ${path}` },
    )
    .toBe(true);
}

/** Resets the mock API to its fixtures through the control API (each journey starts from the same data). */
export async function resetMock(page: Page, baseURL: string) {
  const res = await page.request.post(`${baseURL}/__mock/reset`);
  expect(res.ok()).toBe(true);
}

/**
 * Waits until no transition or animation is running: a colour mid-transition (a button fading in) is not the colour
 * the user reads, and measuring contrast then fails or passes by chance. Endless animations (a spinner) are not
 * waited for; only those that finish are.
 */
export async function waitForStillPage(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Waits for the page as a person sees it once it is still, before a journey measures widths and heights: its fonts
 * loaded, nothing on it busy, no transition running, and its size the same across two animation frames. A busy
 * machine lays a page out later; this makes it slower to measure, never measured half drawn.
 */
export async function settledLayout(page: Page) {
  await expect(page.locator('[aria-busy="true"], .MuiCircularProgress-root')).toHaveCount(0);
  await waitForStillPage(page);
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      const size = () => {
        const root = document.documentElement;
        return `${root.scrollWidth}x${root.scrollHeight}/${document.body.querySelectorAll('*').length}`;
      };
      const before = size();
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      return size() === before;
    },
    undefined,
    { polling: 100 },
  );
}

/**
 * What a page looks like to axe, as a short fingerprint: its address, the viewport's width and language, and every
 * element with its classes (the styles MUI gives it), role, attributes and whether it holds text of its own. The
 * texts themselves and generated ids are left out: a balance that moved or another order number is the same state.
 */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    let hash = 0x811c9dc5;
    const add = (text: string) => {
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    };
    add(`${location.pathname}|${window.innerWidth}|${document.documentElement.lang}`);
    const elements = document.querySelectorAll('body *');
    for (const el of elements) {
      add(`<${el.tagName} ${el.getAttribute('class') ?? ''} ${el.getAttribute('style') ?? ''}`);
      for (const name of el.getAttributeNames()) add(` ${name}`);
      add(
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) ? 't>' : '>',
      );
    }
    return `${(hash >>> 0).toString(16)}/${elements.length}`;
  });
}

/** Page states this worker has already checked and found without violations. */
const checkedStates = new Set<string>();

/**
 * Fails on any WCAG A/AA violation axe finds on the page, once it is still. A state already checked by this worker
 * (the same page, looking the same) is not checked again: axe takes a tenth of a second or more a page.
 */
export async function expectAccessible(page: Page) {
  await waitForStillPage(page);
  const state = await pageState(page);
  if (checkedStates.has(state)) return;
  const summary = (await findViolations(page)).map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  checkedStates.add(state);
}

/**
 * Errors the browser itself logs that say nothing about the page: network answers with an error status ("Failed to
 * load resource", which negative journeys cause on purpose), and in the demo the service worker's update check that
 * MSW starts without waiting for it, cut short when the journey navigates at once to another page. That one comes as
 * a console message or, when the page has no time to log it, as the update's rejected promise.
 */
const browserNoise = (text: string, project: string) =>
  text.startsWith('Failed to load resource') ||
  (project === 'demo' && /^Failed to update a ServiceWorker for scope .* Not found$/.test(text));

/**
 * A pre-rendered page shows before its code runs and answers only once it has hydrated, when its root loses the
 * attribute that names it: a journey acts on it from then, as a person would once the page responds.
 */
export const untilLive = (page: Page) =>
  page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });

/**
 * The static demo renders (or hydrates its pre-rendered page) only once its mock answers in the service worker, so a
 * live page under the worker's control means the mock is ready.
 */
export const untilDemoMockAnswers = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return (
      navigator.serviceWorker.controller !== null &&
      !!root?.childElementCount &&
      !root.hasAttribute('data-prerendered')
    );
  });

/**
 * Every journey: the mock API reset first, and a console error in the page fails the test (except the browser's
 * own noise above).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // The served system of this worker (see APP_PORTS in the Playwright config); the demo keeps its own address.
  baseURL: async ({ baseURL }, use, testInfo) => {
    const port = APP_PORTS[testInfo.parallelIndex % APP_PORTS.length];
    await use(testInfo.project.name === 'demo' ? baseURL : `http://localhost:${port}`);
  },
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const demo = testInfo.project.name === 'demo';
    if (demo) demoPages.add(page);
    const live = async <T>(response: T) => {
      if (javaScriptEnabled !== false) await untilLive(page);
      return response;
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => live(await goto(servedPath(demo, url), options));
    const reload = page.reload.bind(page);
    page.reload = async (options) => live(await reload(options));
    await use(page);
  },
  consoleErrors: [
    async ({ page, baseURL }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !browserNoise(msg.text(), testInfo.project.name))
          errors.push(msg.text());
      });
      page.on('pageerror', (err) => {
        if (!browserNoise(err.message, testInfo.project.name)) errors.push(err.message);
      });
      // The demo project has no API server: its mock lives in each browser context, fresh per test.
      if (baseURL && testInfo.project.name !== 'demo') await resetMock(page, baseURL);
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export const PASSWORD = DEMO_PASSWORD;
