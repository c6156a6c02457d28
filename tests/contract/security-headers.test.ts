import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '@portal/mock-api/server';

let dir: string;
let s: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-headers-'));
  for (const app of ['portal', 'console']) {
    await mkdir(join(dir, app, 'assets'), { recursive: true });
    await writeFile(
      join(dir, app, 'index.html'),
      '<!doctype html><script type="module" src="/assets/a.js"></script>',
    );
    await writeFile(join(dir, app, 'assets', 'a.js'), 'export {};');
  }
  process.env.CUSTOMER_WEB_DIST = join(dir, 'portal');
  process.env.PROVIDER_CONSOLE_DIST = join(dir, 'console');
  s = await startServer({
    port: 0,
    dataDir: join(dir, 'data'),
    reset: true,
    flagsProfile: 'demo',
    serveApps: true,
  });
});
afterAll(async () => {
  await s.close();
  delete process.env.CUSTOMER_WEB_DIST;
  delete process.env.PROVIDER_CONSOLE_DIST;
  await rm(dir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('forbid content sniffing and limit the referrer on every answer, API and apps alike', async () => {
    for (const path of [
      '/api/health',
      '/api/v2/68/customer',
      '/api/nothing',
      '/',
      '/sign-in',
      '/console/',
      '/assets/a.js',
    ]) {
      const res = await fetch(s.url + path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('give both apps a policy that allows only their own scripts and framing only by themselves', async () => {
    for (const path of ['/', '/profile/personal-data', '/console/', '/console/assets/a.js']) {
      const res = await fetch(s.url + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });
});
