import type { Page } from '@playwright/test';
import axe from 'axe-core';

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
 * into the frames through their own copy. (`@axe-core/playwright` opens a blank page for every check to merge
 * per-frame results, which cost about half a second a check on a 2-core machine.)
 */
export async function findViolations(page: Page): Promise<Violation[]> {
  for (const frame of page.frames()) {
    // A frame that went away meanwhile has nothing to check.
    const loaded = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!loaded) await frame.evaluate(axe.source);
  }
  return page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
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
