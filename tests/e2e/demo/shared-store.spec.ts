import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, STORE_FIXTURE_IDS } from '@portal/fixtures';
import { allContracts } from '@portal/shared';
import { fillPath } from '../../contract/harness';
import { untilDemoMockAnswers } from '../support';

/*
 * The static demo keeps one data set in the browser, shared by the portal and the console and by every tab: a
 * change made in one tab shows in another on its next request, tabs writing in turn never undo each other's
 * changes, and the bulk data set (20,000 orders) is kept across a reload.
 */
const DEMO = '/demo';

const path = (id: string, params: Record<string, string>) => {
  const contract = allContracts.find((c) => c.id === id);
  if (!contract) throw new Error(`no contract ${id}`);
  return `${DEMO}/api${fillPath(contract, params)}`;
};
const order = { spid: '68', uuid: STORE_FIXTURE_IDS.order };

async function open(page: Page, url: string) {
  await page.goto(url);
  await untilDemoMockAnswers(page);
}

async function call(page: Page, method: string, url: string, body?: unknown, token?: string) {
  return page.evaluate(
    async ({ method, url, body, token }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.json() };
    },
    { method, url, body, token },
  );
}

async function operatorToken(page: Page): Promise<string> {
  const res = await call(page, 'POST', path('auth.signIn', { spid: '68' }), {
    IdentityProvider: 'LOCAL',
    AuthID: 'operator@provider.example.nz',
    AuthCode: DEMO_PASSWORD,
    SPID: 68,
    IncludeRoles: true,
  });
  expect(res.status).toBe(200);
  return (res.body as { JWT: string }).JWT;
}

const addNote = (page: Page, token: string, Text: string) =>
  call(page, 'POST', path('store.orderAddNote', order), { Text }, token);
const notesOf = async (page: Page, token: string) =>
  JSON.stringify((await call(page, 'GET', path('store.orderNotes', order), undefined, token)).body);

test(
  'a change made in the console tab shows in the portal tab, and tabs writing in turn keep every change',
  { tag: '@demo' },
  async ({ context }) => {
    const consoleTab = await context.newPage();
    const portalTab = await context.newPage();
    await open(consoleTab, `${DEMO}/console/`);
    await open(portalTab, `${DEMO}/`);
    const token = await operatorToken(consoleTab);

    const fromConsole = 'Changed in the console tab';
    expect((await addNote(consoleTab, token, fromConsole)).status).toBe(201);
    expect(await notesOf(portalTab, token)).toContain(fromConsole);

    const texts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const tab = i % 2 ? portalTab : consoleTab;
      const text = `Written in turn ${i + 1}`;
      expect((await addNote(tab, token, text)).status).toBe(201);
      texts.push(text);
    }
    for (const tab of [consoleTab, portalTab]) {
      const notes = await notesOf(tab, token);
      for (const text of [fromConsole, ...texts]) expect(notes).toContain(text);
    }
    // A reload reads the stored data set, not a tab's own copy.
    await portalTab.reload();
    await open(portalTab, `${DEMO}/`);
    const stored = await notesOf(portalTab, token);
    for (const text of [fromConsole, ...texts]) expect(stored).toContain(text);
  },
);

test('the bulk data set of 20,000 orders is kept across a reload', { tag: '@demo' }, async ({ page }) => {
  test.setTimeout(240_000);
  await open(page, `${DEMO}/console/`);
  const generated = await call(page, 'POST', `${DEMO}/__mock/generate`, { orders: 20_000 });
  expect(generated.status).toBe(200);
  expect((generated.body as { totalOrders: number }).totalOrders).toBeGreaterThanOrEqual(20_000);

  await page.reload();
  await open(page, `${DEMO}/console/`);
  const token = await operatorToken(page);
  // Every order is still there: the list and the trash (a few generated orders are soft-deleted) add up to all.
  const count = async (filter: object) => {
    const list = await call(
      page,
      'GET',
      `${path('store.orderList', { spid: '68' })}?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      undefined,
      token,
    );
    expect(list.status).toBe(200);
    return Number(list.headers['content-range']?.split('/')[1]);
  };
  const kept = (await count({})) + (await count({ deleted: true }));
  expect(kept).toBe((generated.body as { totalOrders: number }).totalOrders);
});

/** A read as the console polls it: with the tag of its last answer, if any. */
const conditionalRead = (page: Page, url: string, token: string, tag?: string) =>
  page.evaluate(
    async ({ url, token, tag }) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (tag) headers['if-none-match'] = tag;
      const res = await fetch(url, { headers });
      return { status: res.status, tag: res.headers.get('etag') ?? undefined, text: await res.text() };
    },
    { url, token, tag },
  );

test(
  'a read the console keeps live is answered 304 while nothing changed, and afresh once it changed',
  { tag: '@demo' },
  async ({ page: consoleTab }) => {
    await open(consoleTab, `${DEMO}/console/`);
    const token = await operatorToken(consoleTab);
    const notes = path('store.orderNotes', order);

    const first = await conditionalRead(consoleTab, notes, token);
    expect(first.status).toBe(200);
    expect(first.tag).toBeTruthy();
    const same = await conditionalRead(consoleTab, notes, token, first.tag);
    expect(same.status).toBe(304);
    expect(same.text).toBe('');

    expect((await addNote(consoleTab, token, 'Added while the console polls')).status).toBe(201);
    const changed = await conditionalRead(consoleTab, notes, token, first.tag);
    expect(changed.status).toBe(200);
    expect(changed.tag).not.toBe(first.tag);
    expect(changed.text).toContain('Added while the console polls');
  },
);
