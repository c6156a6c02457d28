import type { Page } from '@playwright/test';
import { expect, expectAccessible, settledLayout } from './support';

/**
 * The look every page of both apps shares: nothing scrolls sideways, the phone's header stays one short row, primary
 * actions are a finger tall, labels are in sentence case, every header carries the brand's mark, and axe finds
 * nothing. Called once the page has drawn what it loads.
 */
export async function checkDesign(page: Page, width: number, { pageHeading = true } = {}) {
  // The console's pages name themselves in the header's title; the portal's with a heading.
  if (pageHeading) await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Spinners and skeletons gone, fonts in and the layout still: the page has drawn what it loads (meters are
  // progress bars too, and stay).
  await settledLayout(page);
  const where = page.url();

  // Polled: a window just resized redraws its layout a moment later, as a person sees it settle.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `sideways scrolling on ${where}`,
    })
    .toBeLessThanOrEqual(0);

  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: 'Tūī Mobile' }), `brand mark on ${where}`).toBeVisible();
  if (width < 600) {
    await expect
      .poll(async () => (await header.boundingBox())?.height ?? Number.POSITIVE_INFINITY, {
        message: `phone header height on ${where}`,
      })
      .toBeLessThanOrEqual(64);
  }

  const short = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main .MuiButton-contained, header .MuiButton-contained')]
        .filter((b) => b.offsetParent !== null)
        .map((b) => ({ text: b.textContent ?? '', height: b.getBoundingClientRect().height }))
        .filter((b) => b.height < 44),
    );
  await expect.poll(short, { message: `primary actions under 44 px on ${where}` }).toEqual([]);

  // Headings go down one level at a time, so a screen reader's list of them reads as the page's outline.
  const skipped = await page.evaluate(() => {
    const levels = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((h) => h.offsetParent !== null || h.getClientRects().length > 0)
      .map((h) => ({
        text: (h.textContent ?? '').trim().slice(0, 60),
        level: Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)),
      }));
    return levels.filter((h, i) => i > 0 && h.level > (levels[i - 1]?.level ?? 0) + 1);
  });
  expect(skipped, `headings that skip a level on ${where}`).toEqual([]);

  const shouting = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a, [role="tab"], [role="menuitem"], label, th')]
      .filter((el) => getComputedStyle(el).textTransform === 'uppercase')
      .map((el) => el.textContent ?? ''),
  );
  expect(shouting, `upper-cased labels on ${where}`).toEqual([]);

  await expectAccessible(page);
}
