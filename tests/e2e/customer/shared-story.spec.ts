import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, PASSWORD, test } from '../support';

/*
 * A mock opened to the network, as `HOST=0.0.0.0 npm start` does: the owner opens the banner's link and plays a
 * story while another customer's change must stay in the shared data. The server listens on every address, and the
 * journey reaches it at 127.0.0.1 (the banner's link with that host), so no traffic leaves the loopback range.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

let server: ChildProcess;
let link: string;
let origin: string;
const data = mkdtempSync(join(tmpdir(), 'portal-shared-e2e-'));

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server.ts', '--port', '0', '--data', data, '--reset', '--host', '0.0.0.0'],
    { cwd: join(ROOT, 'mock-api'), env: { ...process.env, MOCK_CONTROL_TOKEN: '' } },
  );
  link = await new Promise<string>((ok, fail) => {
    let printed = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /(http:\/\/\S+\/\?mockToken=\S+)/.exec(printed)?.[1];
      if (!found) return;
      const local = new URL(found);
      local.hostname = '127.0.0.1';
      ok(local.toString());
    });
    server.on('exit', (code) => fail(new Error(`the server ended (${code}) before its banner: ${printed}`)));
  });
  origin = new URL(link).origin;
});
test.afterAll(async () => {
  // The server writes its last snapshot as it stops: the folder goes once it has.
  const stopped = new Promise((ok) => server.once('exit', ok));
  server.kill('SIGTERM');
  await stopped;
  rmSync(data, { recursive: true, force: true });
});

const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const res = await fetch(origin + path, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Ana, in the shared data: her token and her account's first name. */
async function ana() {
  const auth = await api('/api/v2/68/auth', {
    method: 'POST',
    body: { IdentityProvider: 'LOCAL', AuthID: 'ana.postpay@example.co.nz', AuthCode: PASSWORD, SPID: 68 },
  });
  const token = auth.body.JWT as string;
  const mine = await api('/api/v2/68/customer', { token });
  const account = (mine.body.Customers as { UUID: string; FirstName: string }[])[0]!;
  return { token, ...account };
}

const caption = (page: Page) => page.getByRole('status', { name: 'Caption' });

test('the banner’s link lets its owner play a story, and another customer’s change stays', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { token, UUID } = await ana();
  const renamed = await api(`/api/customer/${UUID}`, {
    method: 'PATCH',
    token,
    body: { SPID: 68, FirstName: 'Anahera' },
  });
  expect(renamed.status).toBe(200);

  // Without the token the control API refuses, and a story says why instead of wiping anything.
  expect((await api('/__mock/reset', { method: 'POST' })).status).toBe(401);
  const stranger = await browser.newPage();
  await stranger.goto(`${origin}/story?play=card-declined&speed=4`);
  await expect(stranger.getByRole('alert')).toContainText('needs the token printed when it started');
  await stranger.close();

  await page.goto(link);
  await expect(page).not.toHaveURL(/mockToken/);
  await page.goto(`${origin}/story?play=card-declined&speed=4`);
  const done = caption(page).getByRole('heading', { name: 'Story complete' });
  const stopped = page.getByRole('alert');
  await expect(done.or(stopped)).toBeVisible({ timeout: 150_000 });
  expect(await stopped.allTextContents()).toEqual([]);

  expect((await ana()).FirstName).toBe('Anahera');
});
