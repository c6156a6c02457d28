import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support';
import { signInToDemoConsole } from './demo-console';

/*
 * The operators' day in the static demo, where the mock runs in the browser: the schedule and the work queue
 * answer from the same handlers as the served system.
 */
test(
  'in the static demo an operator moves an installation from the schedule and sees the work queue',
  { tag: '@demo' },
  async ({ page }) => {
    await signInToDemoConsole(page);

    await page.getByRole('menuitem', { name: 'Schedule' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Week of / })).toBeVisible();
    await expect(page.getByText(/of 4 crews free/).first()).toBeVisible();
    const daysOnShow = await page.getByRole('heading', { level: 2 }).allTextContents();
    const move = page.getByRole('button', { name: /^Move the appointment of / }).last();
    await expect(move).toBeVisible();
    const order = ((await move.getAttribute('aria-label')) ?? '').replace('Move the appointment of ', '');
    await move.click();
    const dialog = page.getByRole('dialog', { name: 'Choose a time' });
    await dialog.getByRole('radio').last().check();
    await dialog.getByRole('button', { name: 'Book this time' }).click();
    const booked = page.getByText(/^Appointment booked: /);
    await expect(booked).toBeVisible();
    await expectAccessible(page);
    // The times offered run five working days ahead, so the new day may be in the next week: the operator turns to
    // it, as the schedule shows one week at a time.
    const day = /\d{2}-\d{2}-\d{4}/.exec((await booked.textContent()) ?? '')?.[0] ?? 'no day';
    if (!daysOnShow.some((shown) => shown.includes(day))) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(day) })).toBeVisible();
    }

    await page.getByRole('link', { name: order, exact: true }).first().click();
    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Appointment moved' })).toContainText(
      'Olivia Operator (operator)',
    );

    await page.getByRole('menuitem', { name: 'Work queue' }).click();
    await expect(page.getByRole('list', { name: 'Work queue' }).getByTestId('age').first()).toContainText(
      /^waiting \d/,
    );
  },
);
