import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/fixtures';

export { expect };

/** Resets the mock API to its fixtures through the control API (each journey starts from the same data). */
export async function resetMock(page: Page, baseURL: string) {
  const res = await page.request.post(`${baseURL}/__mock/reset`);
  expect(res.ok()).toBe(true);
}

/** Fails on any WCAG A/AA violation axe finds on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Every journey: the mock API reset first, and a console error in the page fails the test (network answers with
 * an error status log "Failed to load resource", which negative journeys cause on purpose; those are allowed).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page, baseURL }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
          errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      // The demo project has no API server: its mock lives in each browser context, fresh per test.
      if (baseURL && testInfo.project.name !== 'demo') await resetMock(page, baseURL);
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export const PASSWORD = DEMO_PASSWORD;
