import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/** The rules every page is held to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  id: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe in the page as it stands and returns what violates WCAG 2.1 A/AA. axe is loaded once per document and
 * frame (a page resized or redrawn is checked again without loading it anew), and `axe.run` in the top frame reaches
 * into the frames through their own copy. Only violations are gathered: the passing nodes axe would otherwise
 * serialise are most of its time on a long page. (`@axe-core/playwright` opens a blank page for every check to
 * merge per-frame results, which cost about half a second each on a 2-core machine.)
 */
export async function findViolations(page: Page): Promise<Violation[]> {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!loaded) await frame.evaluate(axe.source);
  }
  return page.evaluate(async (tags) => {
    const inPage = (
      window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }
    ).axe;
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, WCAG_AA);
}
