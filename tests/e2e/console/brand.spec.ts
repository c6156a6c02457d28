import type { Page } from '@playwright/test';
import { expect, expectAccessible, settledLayout, test } from '../support';
import { openList, signedIn } from './console';

type Scheme = 'light' | 'dark';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** The portal's primary colour (its primary button) and its type, as a visitor's sign-in page draws them. */
async function portalBrand(page: Page) {
  await page.goto('/sign-in');
  const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toBeVisible();
  return {
    primary: await signIn.evaluate((el) => getComputedStyle(el).backgroundColor),
    font: await page.evaluate(() => getComputedStyle(document.body).fontFamily),
  };
}

async function consoleBrand(page: Page) {
  const bar = page.getByRole('banner');
  return {
    primary: await bar.evaluate((el) => getComputedStyle(el).backgroundColor),
    font: await page.evaluate(() => getComputedStyle(document.body).fontFamily),
  };
}

for (const width of [390, 1440])
  for (const scheme of ['light', 'dark'] as Scheme[])
    test(`at ${width} px in the ${scheme} scheme the console's app bar wears the portal's primary colour and type`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      // Both apps follow the device's scheme until a person chooses.
      await page.emulateMedia({ colorScheme: scheme });
      const portal = await portalBrand(page);
      await signedIn(page);
      await settledLayout(page);
      const console = await consoleBrand(page);
      expect(console.primary).toBe(portal.primary);
      expect(console.font).toBe(portal.font);
      // Not react-admin's violet: the brand's deep blue (light) or its light blue (dark).
      expect(console.primary).toBe(scheme === 'light' ? 'rgb(11, 79, 138)' : 'rgb(142, 197, 255)');
      await expect(page.getByRole('banner').getByRole('img', { name: 'Tūī Mobile' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, `console-app-bar-${scheme}-${width}`);
    });

for (const width of [390, 1440])
  test(`at ${width} px the orders' "Appointment on" filter is typed and shown day-month-year`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signedIn(page);
    await openList(page, 'UFB_order', {});
    // On a phone every filter is in the Filters drawer; on a desktop it is added from the filter button.
    if (width < 600) await page.getByRole('button', { name: 'Filters' }).click();
    else {
      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Appointment on' }).click();
    }
    const day = page.getByRole('textbox', { name: 'Appointment on' });
    await expect(day).toHaveAttribute('type', 'text');
    await expect(day).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    const asked = page.waitForRequest((req) => {
      const filter = new URL(req.url()).searchParams.get('filter');
      return (
        req.url().includes('/UFB_order?') && !!filter && JSON.parse(filter).AppointmentOn === '2026-11-30'
      );
    });
    await day.fill('30-11-2026');
    await asked;
    await expect(day).toHaveValue('30-11-2026');
    await expectAccessible(page);
    await shot(page, `console-date-filter-${width}`);

    // A day that is not one is not asked for: the field says how to write it, and the list keeps the last day.
    const refused: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/UFB_order?') && req.url().includes('31-02')) refused.push(req.url());
    });
    await day.fill('31-02-2026');
    await day.blur();
    await expect(page.getByText('Enter a date as DD-MM-YYYY')).toBeVisible();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/AppointmentOn%22%3A%222026-11-30|AppointmentOn":"2026-11-30/);
    expect(refused).toEqual([]);
  });
