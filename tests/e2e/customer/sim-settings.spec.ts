import type { Page } from '@playwright/test';
import { mobileProductUuid } from '@portal/fixtures';
import { expect, expectAccessible, mockCall, test } from '../support';
import { expectOnDashboard, signInAs, storedSession } from './flows';

const TAMA = 'tama.prepay@example.co.nz';

/** Opens the SIM settings from the header's account menu. */
async function openSimSettings(page: Page) {
  await expectOnDashboard(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'SIM settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SIM settings' })).toBeVisible();
}

const toggle = (page: Page, name: string) => page.getByRole('switch', { name });
const pending = (page: Page) => page.getByRole('region', { name: 'This change affects other settings' });

test(
  'turning incoming calls off shows the knock-on changes as pending, and Cancel leaves everything as it was',
  { tag: '@demo' },
  async ({ page }) => {
    await signInAs(page, TAMA);
    await openSimSettings(page);
    await expectAccessible(page);
    await toggle(page, 'Forward when busy').click();
    await expect(toggle(page, 'Forward when busy')).toBeChecked();

    await toggle(page, 'Incoming calls').click();
    await expect(pending(page)).toContainText('Forward when busy: off');
    await expect(pending(page)).toContainText('Call waiting: off');
    await expect(pending(page)).toContainText('Call hold: off');
    await expectAccessible(page);
    await pending(page).getByRole('button', { name: 'Cancel' }).click();

    await expect(pending(page)).toBeHidden();
    await expect(toggle(page, 'Incoming calls')).toBeChecked();
    await expect(toggle(page, 'Forward when busy')).toBeChecked();
    await expect(toggle(page, 'Call waiting')).toBeChecked();
    await page.reload();
    await expect(toggle(page, 'Incoming calls')).toBeChecked();
    await expect(toggle(page, 'Forward when busy')).toBeChecked();
  },
);

test('confirming the knock-on changes applies them all, and they stay after a reload', async ({ page }) => {
  await signInAs(page, TAMA);
  await openSimSettings(page);
  await toggle(page, 'Incoming calls').click();
  await pending(page).getByRole('button', { name: 'Confirm changes' }).click();
  await expect(toggle(page, 'Incoming calls')).not.toBeChecked();
  await expect(toggle(page, 'Call waiting')).not.toBeChecked();
  await expect(toggle(page, 'Call hold')).not.toBeChecked();
  await expect(page.getByText('Your settings are saved.')).toBeVisible();
  // Caller ID stands alone: hiding the number changes nothing else.
  const callerId = toggle(page, 'Show my number to the people I call');
  await expect(callerId).toBeChecked();
  await callerId.click();
  await expect(pending(page)).toBeHidden();
  const { JWT, customer } = await storedSession(page);
  const settingsPath = `/api/sim/v1/settings?MobileUUID=${mobileProductUuid('tama')}&CustomerUUID=${customer}`;
  await expect
    .poll(async () => {
      const answer = await mockCall(page, 'GET', settingsPath, { token: JWT });
      return (answer.body as { Settings: { CallerID: unknown } }).Settings.CallerID;
    })
    .toEqual({ ShowCallerID: false });
  await page.reload();
  await expect(toggle(page, 'Incoming calls')).not.toBeChecked();
  await expect(toggle(page, 'Call hold')).not.toBeChecked();
  await expect(toggle(page, 'Outgoing calls')).toBeChecked();
  await expect(callerId).not.toBeChecked();
});

test('with slow writes, quick changes end as the last choice', async ({ page }) => {
  await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name: 'sim-settings.slow-write', on: true } });
  await signInAs(page, TAMA);
  await openSimSettings(page);
  await toggle(page, 'Call hold').click();
  await toggle(page, 'Call hold').click();
  await toggle(page, 'Call hold').click();
  await expect(toggle(page, 'Call hold')).not.toBeChecked();
  await expect(page.getByText('Your settings are saved.')).toBeVisible();
  await page.reload();
  await expect(toggle(page, 'Call hold')).not.toBeChecked();
});

test('operator barring overrides the call settings and the page says so', async ({ page }) => {
  const barring = await mockCall(page, 'PUT', '/__mock/sim/operator-barring', {
    data: { mobileUUID: mobileProductUuid('tama'), on: true },
  });
  expect(barring.ok).toBe(true);
  await signInAs(page, TAMA);
  await openSimSettings(page);
  await expect(page.getByText('Your calls are barred by us')).toBeVisible();
  await expect(toggle(page, 'Incoming calls')).not.toBeChecked();
  await expect(toggle(page, 'Outgoing calls')).not.toBeChecked();
  await expect(toggle(page, 'Incoming calls')).toBeDisabled();
  await expectAccessible(page);
});
