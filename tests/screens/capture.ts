/**
 * `pnpm screens`: pictures of every route of both apps at 1440 px and 390 px for the main personas, with an index
 * page (a contact sheet), so anyone can see the whole product at a glance. Needs `pnpm build` first. Starts the
 * system on its own port (SCREENS_PORT, default 4390) with fresh data and writes to `screens/` at the repository
 * root (git-ignored). SCREENS_ONLY=<text> keeps the routes whose path contains the text.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/fixtures';
// @ts-expect-error: a plain ESM script shared with the root scripts
import { findChromium } from '../../scripts/chromium.mjs';
import { CONSOLE_ROUTES, CUSTOMER_ROUTES, PERSONAS, type Persona } from './routes';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.SCREENS_PORT ?? 4390);
const base = `http://localhost:${port}`;
const out = join(root, 'screens');
const only = process.env.SCREENS_ONLY;
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the system did not start on ${base}`);
}

async function signIn(page: Page, persona: Persona): Promise<void> {
  if (!persona.email) return;
  if (persona.console) {
    await page.goto(`${base}/console/`);
    await page
      .getByLabel(/email|username/i)
      .first()
      .fill(persona.email);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/console\/#?\/?(?!login)/);
    return;
  }
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill(persona.email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** A page is still once its first heading shows and no loading indicator is left (or after 8 s regardless). */
async function settle(page: Page): Promise<void> {
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 8000 })
    .catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 4000 })
    .catch(() => undefined);
}

const fileName = (persona: string, route: string, width: string) =>
  `${persona}--${route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'home'}--${width}.png`;

async function main(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const server = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs'), String(port)], {
    stdio: 'ignore',
  });
  const shots: { persona: string; route: string; width: string; file: string }[] = [];
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: findChromium() as string });
    for (const persona of PERSONAS) {
      const routes = (persona.console ? CONSOLE_ROUTES : CUSTOMER_ROUTES).filter(
        (r) => (!only || r.includes(only)) && !(persona.skip ?? []).includes(r),
      );
      for (const size of WIDTHS) {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
        const page = await context.newPage();
        await signIn(page, persona);
        for (const route of routes) {
          await page.goto(persona.console ? `${base}/console/#${route}` : `${base}${route}`);
          await settle(page);
          const file = fileName(persona.id, route, size.name);
          await page.screenshot({ path: join(out, file), fullPage: true });
          shots.push({ persona: persona.label, route, width: size.name, file });
          console.log(`${persona.id} ${size.name} ${route}`);
        }
        await context.close();
      }
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
  writeFileSync(join(out, 'index.html'), contactSheet(shots));
  console.log(`${shots.length} pictures; contact sheet: ${join(out, 'index.html')}`);
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function contactSheet(shots: { persona: string; route: string; width: string; file: string }[]): string {
  const rows = new Map<string, typeof shots>();
  for (const shot of shots) {
    const key = `${shot.persona} · ${shot.route}`;
    rows.set(key, [...(rows.get(key) ?? []), shot]);
  }
  const sections = [...rows]
    .map(
      ([title, list]) =>
        `<section><h2>${escape(title)}</h2><div class="row">${list
          .map(
            (s) =>
              `<a href="${s.file}"><img src="${s.file}" alt="${escape(`${title} at ${s.width} width`)}" class="${s.width}" loading="lazy"></a>`,
          )
          .join('')}</div></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Screens</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;background:#f4f6f9;color:#1a1c1e}
section{margin-bottom:32px}h2{font-size:1rem}.row{display:flex;gap:16px;align-items:flex-start}
img{border:1px solid #ccd;background:#fff;max-height:480px;object-fit:cover;object-position:top}
img.desktop{width:560px}img.phone{width:180px}</style></head><body><h1>Every screen at 1440 and 390 px</h1>
${sections}</body></html>`;
}

await main();
