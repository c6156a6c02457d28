/**
 * Lighthouse in the system Chromium, with its mobile preset (a mid-range phone on slow 4G, the processor slowed 4x:
 * Lighthouse's default) and its desktop preset, on the pages a visitor lands on, the signed-in home and the
 * console's orders list. Scores move between runs on a busy machine, so each page is audited a few times per preset
 * and the run with the median performance score is reported, as Lighthouse itself advises. Signed-in pages are
 * audited after signing in through the form in the same browser, with Lighthouse told to keep the storage.
 */
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
// @ts-expect-error: a plain ESM script shared with the root scripts
import { findChromium } from '../../scripts/chromium.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export type Preset = 'mobile' | 'desktop';

/** The most (or least, for scores) a figure may be; a figure without a budget is only reported. */
export interface LighthouseBudget {
  performance?: number;
  accessibility?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

export interface AuditCase {
  name: string;
  url: string;
  /** Brings the browser to the state the page is audited in (signed in). */
  before?: (page: Page) => Promise<void>;
  budgets: Record<Preset, LighthouseBudget>;
}

export interface LighthouseResult {
  page: string;
  preset: Preset;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
  budget: LighthouseBudget;
  /** The figures over their budget, by name; empty when within. */
  over: string[];
  within: boolean;
}

const VISITOR: Record<Preset, LighthouseBudget> = {
  mobile: { performance: 90, accessibility: 100, lcpMs: 2500, tbtMs: 200, cls: 0.05 },
  desktop: { performance: 98, accessibility: 100, lcpMs: 1000 },
};
const SIGNED_IN: Record<Preset, LighthouseBudget> = {
  mobile: { accessibility: 100, lcpMs: 3000 },
  desktop: { accessibility: 100 },
};
/** The console's orders list is measured on both presets; only its accessibility has a budget. */
const CONSOLE: Record<Preset, LighthouseBudget> = {
  mobile: { accessibility: 100 },
  desktop: { accessibility: 100 },
};

export function auditCases(
  baseUrl: string,
  /** The visitor's landing pages: those the build pre-rendered. */
  visitorPaths: string[],
  signIn: { customer: (page: Page) => Promise<void>; console: (page: Page) => Promise<void> },
): AuditCase[] {
  return [
    ...visitorPaths.map((path) => ({ name: `customer-web ${path}`, url: baseUrl + path, budgets: VISITOR })),
    {
      name: 'customer-web signed-in home',
      url: `${baseUrl}/profile/my-app-home`,
      before: signIn.customer,
      budgets: SIGNED_IN,
    },
    {
      name: 'console orders list',
      url: `${baseUrl}/console/#/UFB_order`,
      before: signIn.console,
      budgets: CONSOLE,
    },
  ];
}

async function auditOnce(port: number, url: string, preset: Preset, keepStorage: boolean) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepStorage,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Infinity),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Infinity),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Infinity) * 1000) / 1000,
  };
}

type Figures = Awaited<ReturnType<typeof auditOnce>>;

/** The names of the figures over their budget. */
export function overBudget(figures: Figures, budget: LighthouseBudget): string[] {
  const over: string[] = [];
  if (budget.performance !== undefined && figures.performance < budget.performance) over.push('performance');
  if (budget.accessibility !== undefined && figures.accessibility < budget.accessibility)
    over.push('accessibility');
  if (budget.lcpMs !== undefined && figures.lcpMs > budget.lcpMs) over.push('LCP');
  if (budget.tbtMs !== undefined && figures.tbtMs > budget.tbtMs) over.push('TBT');
  if (budget.cls !== undefined && figures.cls > budget.cls) over.push('CLS');
  return over;
}

export async function auditPages(cases: AuditCase[]): Promise<LighthouseResult[]> {
  const chromePath = process.env.CHROME_PATH ?? (findChromium as () => string | undefined)();
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // The same browser, driven to sign in before a signed-in page is audited.
  const driver = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const results: LighthouseResult[] = [];
    for (const c of cases) {
      if (c.before) {
        const context = driver.contexts()[0] ?? (await driver.newContext());
        const page = await context.newPage();
        await c.before(page);
        await page.close();
      }
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await auditOnce(chrome.port, c.url, preset, !!c.before));
        runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
        const median = runs[Math.floor(runs.length / 2)] as Figures;
        const over = overBudget(median, c.budgets[preset]);
        results.push({
          page: c.name,
          preset,
          ...median,
          runs: runs.length,
          budget: c.budgets[preset],
          over,
          within: over.length === 0,
        });
      }
    }
    return results;
  } finally {
    await driver.close().catch(() => undefined);
    chrome.kill();
  }
}
