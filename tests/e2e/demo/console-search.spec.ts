import { expect, test } from '@playwright/test';
import { ANA_FIBRE_ORDER_NUMBER, DEMO_PASSWORD, storeOrderUuid } from '@portal/fixtures';
import { expectAccessible, untilDemoMockAnswers } from '../support';

/* The console's one search in the static demo, where the mock and its token indexes run in the browser. */
test(
  'in the static demo an operator finds an order by the number on the customer’s screen from the app bar',
  { tag: '@demo' },
  async ({ page }) => {
    await page.goto('/demo/console/');
    await untilDemoMockAnswers(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('operator@provider.example.nz');
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Orders by state' })).toBeVisible();

    await page.getByRole('button', { name: 'Search orders and customers' }).click();
    const box = page.getByRole('combobox', { name: 'Search orders and customers' });
    await box.fill(ANA_FIBRE_ORDER_NUMBER);
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option').filter({ hasText: ANA_FIBRE_ORDER_NUMBER })).toHaveCount(1);
    await expectAccessible(page);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/UFB_order/${storeOrderUuid('ana-active')}/show`));
  },
);
