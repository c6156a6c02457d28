import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '@portal/mock-api/server';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const root = mkdtempSync(join(tmpdir(), 'portal-static-'));

/**
 * A build folder shaped like Vite's output: index.html, the mock's service worker, hashed files under assets/; the
 * portal's also has its pre-rendered pages (the home and sign-in).
 */
function fakeBuild(name: string, prerendered: string[] = []) {
  const dir = join(root, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'prerendered'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>${'<p>x</p>'.repeat(300)}`);
  for (const page of prerendered)
    writeFileSync(
      join(dir, `prerendered/${page}.html`),
      `<!doctype html><title>${page}</title><h1>${page}</h1>`,
    );
  writeFileSync(join(dir, 'mockServiceWorker.js'), `self.addEventListener('fetch', () => {});`.repeat(40));
  writeFileSync(
    join(dir, 'assets/index-Ab12Cd34.js'),
    `export const app = ${JSON.stringify(name)};\n`.repeat(200),
  );
  return dir;
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would decompress it and hide the encoding). */
function rawGet(url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((ok, fail) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });
}

const decoded = (r: Raw) =>
  r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body)
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body)
      : r.body;

function describeServer(
  name: string,
  start: () => Promise<{ url: string; close(): Promise<void> }>,
  at: string,
) {
  describe(name, () => {
    let url = '';
    let close = async () => {};
    const dir = () => join(root, at.includes('console') ? 'console' : 'customer');
    beforeAll(async () => ({ url, close } = await start()));
    afterAll(() => close());

    it('sends a hashed asset with brotli when the browser accepts it, cached for a year as immutable', async () => {
      const r = await rawGet(`${url}${at}assets/index-Ab12Cd34.js`, 'gzip, deflate, br');
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toBe(IMMUTABLE);
      expect(r.headers['vary']).toMatch(/accept-encoding/i);
      expect(r.headers['content-type']).toMatch(/javascript/);
      expect(r.body.length).toBeLessThan(readFileSync(join(dir(), 'assets/index-Ab12Cd34.js')).length / 4);
      expect(decoded(r).equals(readFileSync(join(dir(), 'assets/index-Ab12Cd34.js')))).toBe(true);
    });

    it('sends gzip to a browser that accepts only gzip, and the file as it is to one that accepts neither', async () => {
      const file = readFileSync(join(dir(), 'assets/index-Ab12Cd34.js'));
      const gz = await rawGet(`${url}${at}assets/index-Ab12Cd34.js`, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decoded(gz).equals(file)).toBe(true);
      const plain = await rawGet(`${url}${at}assets/index-Ab12Cd34.js`, 'br;q=0, gzip;q=0');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(file)).toBe(true);
      const none = await rawGet(`${url}${at}assets/index-Ab12Cd34.js`);
      expect(none.body.equals(file)).toBe(true);
    });

    it('keeps the page and the service worker revalidated on every load (no-cache), compressed too', async () => {
      // The portal's root answers with its pre-rendered home; a signed-in address gets the app shell.
      const shell = at.includes('console') ? '' : 'profile/personal-data';
      const page = await rawGet(`${url}${at}${shell}`, 'br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decoded(page).equals(readFileSync(join(dir(), 'index.html')))).toBe(true);
      const worker = await rawGet(`${url}${at}mockServiceWorker.js`, 'gzip');
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(decoded(worker).equals(readFileSync(join(dir(), 'mockServiceWorker.js')))).toBe(true);
    });

    if (at.includes('console')) return;
    const page = async (path: string) => {
      const r = await rawGet(`${url}${at}${path}`, 'gzip');
      return { status: r.status, cache: r.headers['cache-control'], body: decoded(r).toString('utf8') };
    };

    it('answers the home and a visitor page with their pre-rendered HTML, with or without the last slash', async () => {
      const home = await page('');
      expect(home).toMatchObject({ status: 200, cache: 'no-cache' });
      expect(home.body).toContain('<h1>index</h1>');
      for (const path of ['sign-in', 'sign-in/']) {
        const signIn = await page(path);
        expect(signIn).toMatchObject({ status: 200, cache: 'no-cache' });
        expect(signIn.body).toContain('<h1>sign-in</h1>');
      }
    });

    it('sends a form posted to a pre-rendered page (before its script ran) back to the page, not keeping the post', async () => {
      const posted = await fetch(`${url}${at}sign-in?next=%2Fprofile`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=ana%40example.co.nz&password=secret',
        redirect: 'manual',
      });
      expect(posted.status).toBe(303);
      expect(posted.headers.get('location')).toBe(`${at}sign-in?next=%2Fprofile`);
      expect(await posted.text()).toBe('');
    });

    it('answers any other address with the app shell', async () => {
      for (const path of ['sign-up', 'profile', 'index', 'index.html'])
        expect((await page(path)).body).toContain('<title>customer</title>');
    });
  });
}

fakeBuild('customer', ['index', 'sign-in']);
fakeBuild('console');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeServer(
  'the server',
  async () => {
    process.env.CUSTOMER_WEB_DIST = join(root, 'customer');
    process.env.PROVIDER_CONSOLE_DIST = join(root, 'console');
    const running = await startServer({
      port: 0,
      dataDir: join(root, 'data'),
      reset: true,
      flagsProfile: 'demo',
      serveApps: true,
    });
    return running;
  },
  '/',
);

describeServer(
  "the server's console",
  async () => {
    const running = await startServer({
      port: 0,
      dataDir: join(root, 'data-console'),
      reset: true,
      flagsProfile: 'demo',
      serveApps: true,
    });
    return running;
  },
  '/console/',
);

describeServer(
  "the demo's static server",
  async () => {
    process.env.CUSTOMER_WEB_DEMO_DIST = join(root, 'customer');
    process.env.PROVIDER_CONSOLE_DEMO_DIST = join(root, 'console');
    // @ts-expect-error: a plain ESM script
    const { server } = (await import('../../scripts/static-server.mjs')) as { server: Server };
    await new Promise<void>((ok) => server.listen(0, ok));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://localhost:${port}`,
      close: () => new Promise<void>((ok) => server.close(() => ok())),
    };
  },
  '/demo/',
);

describe('a server running other flags than the pages were drawn with', () => {
  const dir = fakeBuild('reference-customer', ['index', 'sign-in', 'plans']);
  writeFileSync(join(dir, 'prerendered/flags-profile.txt'), 'demo\n');
  const started: { url: string; close(): Promise<void> }[] = [];
  const start = async (flagsProfile: 'demo' | 'reference') => {
    process.env.CUSTOMER_WEB_DIST = dir;
    const running = await startServer({
      port: 0,
      dataDir: join(root, `data-${flagsProfile}-flags`),
      reset: true,
      flagsProfile,
      serveApps: true,
    });
    started.push(running);
    return running.url;
  };
  afterAll(() => Promise.all(started.map((s) => s.close())));
  const body = async (url: string) => decoded(await rawGet(url, 'gzip')).toString('utf8');

  it('answers the pre-rendered addresses with the app shell, which draws with its own flags', async () => {
    const url = await start('reference');
    for (const path of ['/', '/sign-in', '/plans']) {
      const page = await body(`${url}${path}`);
      expect(page, path).toContain('<title>reference-customer</title>');
      expect(page, path).not.toContain('<h1>');
    }
  });

  it('answers them with their pre-rendered HTML when it runs the flags they were drawn with', async () => {
    const url = await start('demo');
    expect(await body(`${url}/plans`)).toContain('<h1>plans</h1>');
  });
});
