import { expect, test } from '@playwright/test';
import { ANA_FIBRE_ORDER_NUMBER, storeOrderUuid } from '@portal/fixtures';
import { expectAccessible } from '../support';
import { signInToDemoConsole } from './demo-console';

/* The console's one search in the static demo, where the mock and its token indexes run in the browser. */
test(
  'in the static demo an operator finds an order by the number on the customer’s screen from the app bar',
  { tag: '@demo' },
  async ({ page }) => {
    await signInToDemoConsole(page);

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
