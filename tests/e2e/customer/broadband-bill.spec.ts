import { personaCustomerUuid } from '@portal/fixtures';
import { expect, expectAccessible, test } from '../support';
import { signInAs } from './flows';
import { placeShopOrder, fibreMaxLine } from './shop-order';

test('a customer with fibre alone has a bill: the balance page shows it, as the billing page says', async ({
  page,
}) => {
  await signInAs(page, 'new.customer@example.co.nz');
  await expect(page.getByRole('banner')).toBeVisible();
  await placeShopOrder(page, personaCustomerUuid('new'), [
    fibreMaxLine('12 Queen Street, Auckland Central, Auckland 1010'),
  ]);

  await page.goto('/profile/broadband/ufb/billing');
  await expect(
    page.getByText('Your broadband plans are charged monthly on your account’s bill.'),
  ).toBeVisible();
  await page.goto('/profile/broadband/balance');
  await expect(page.getByText('You owe $0.00')).toBeVisible();
  await expect(page.getByText(/^Billing period: .+ to .+$/)).toBeVisible();
  await expect(page.getByText('Your account has no bill yet.')).toHaveCount(0);
  await expectAccessible(page);
});
