import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, untilLive } from '../support';
import { signInToDemoConsole } from './demo-console';

/*
 * A backend that drifts from the contracts (the mock's "contract.drift" scenario), met by the demo builds, which
 * check every answer against its contract: the dev toolbar counts and lists each drifting operation with the field,
 * what was expected and what came, and the pages go on working.
 */
const driftOn = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/demo/__mock/scenarios', {
      method: 'PUT',
      body: JSON.stringify({ name: 'contract.drift', on: true }),
    });
    return res.status;
  });

const toolbar = (page: Page) => page.getByRole('region', { name: 'Mock API controls' });
const driftList = (page: Page) => toolbar(page).getByRole('region', { name: 'Contract drift' });

test(
  'the dev toolbar lists where the answers drift from their contracts, in the portal and the console',
  { tag: '@demo' },
  async ({ page }) => {
    await page.goto('/demo/sign-in');
    await untilLive(page);
    expect(await driftOn(page)).toBe(200);
    await page.reload();
    await untilLive(page);
    await page.getByLabel('Email').fill('ana.postpay@example.co.nz');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/demo\/profile\//);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    // Seen with the toolbar shut: its button counts the drifting operations.
    const button = page.getByRole('button', { name: /^Mock API · \d+ contract drift$/ });
    await expect(button).toBeVisible();
    await button.click();
    await expect(driftList(page)).toContainText('system.remoteConfig');
    await expect(driftList(page)).toContainText('came 203');
    await expect(driftList(page)).toContainText('customer.get');
    await expect(driftList(page)).toContainText('missing field ExternalRef5: expected string, came nothing');
    await expect(driftList(page)).toContainText('extra field ExternalReference5');

    // The console's lists are raw requests: matched to their contract by path.
    await signInToDemoConsole(page, '/demo/console/#/login');
    await page.goto('/demo/console/#/UFB_plan');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: /^Mock API · \d+ contract drift$/ }).click();
    await expect(driftList(page)).toContainText('store.planList');
    await expect(driftList(page)).toContainText('type field 0.DownloadMbps: expected number, came string');
  },
);
