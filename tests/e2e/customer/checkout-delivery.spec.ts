import { expect, expectAccessible, test } from '../support';
import { storedValue } from './flows';
import { fibreAndRouterInCart, signInHere } from './shop-flows';

test('a router in the cart asks where to deliver it: each field says what is wrong, and the details go with the order', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await fibreAndRouterInCart(page);
  await signInHere(page);
  // The checkout shows the shop's steps with this one last, and the summary beside the payment.
  await expect(
    page.getByRole('navigation', { name: 'Steps' }).locator('[aria-current="step"]'),
  ).toContainText('Checkout');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Amount before GST');
  await expect(summary).toContainText('GST');

  // Filled in from the account: ana's default delivery address and her number, as people write it.
  const address = page.getByRole('combobox', { name: 'Delivery address' });
  await expect(address).toHaveValue(/^42 Cuba Street/);
  const phone = page.getByRole('textbox', { name: 'Contact number' });
  await expect(phone).toHaveValue('021 123 4501');

  // Emptied and a bad number: paying stops and each field says why.
  await address.clear();
  await page.keyboard.press('Escape');
  await phone.fill('12345');
  await page.getByRole('button', { name: 'Pay $234.00' }).click();
  await expect(page.getByText('No Location')).toBeVisible();
  await expect(page.getByText('Mobile number format is invalid')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Check the delivery details' })).toBeVisible();
  await expect(page).toHaveURL(/\/eshop\/checkout$/);
  await expectAccessible(page);

  // An address the search does not know says so.
  await address.pressSequentially('Nowhere Lane');
  await expect(page.getByText('No address matches. Try the street number and name.').first()).toBeVisible();

  await address.clear();
  await address.pressSequentially('42 Colombo');
  await page
    .getByRole('option', { name: /^42 Colombo Street/ })
    .first()
    .click();
  await phone.fill('021 123 4509');
  await page.getByRole('textbox', { name: 'Delivery instructions' }).fill('Leave it in the letterbox');
  // A SIM number choice left from browsing is forgotten once the purchase is made.
  await page.evaluate(() =>
    localStorage.setItem(
      'portal.app.shop.sim-porting',
      JSON.stringify({
        value: { type: 'transfer', number: '0211234599' },
        expiresAt: Date.now() + 86_400_000,
      }),
    ),
  );
  const saved = page.waitForRequest(
    (r) =>
      r.method() === 'POST' && /\/eshop\/.*cart/i.test(r.url()) && (r.postData() ?? '').includes('Address'),
  );
  await page.getByRole('button', { name: 'Pay $234.00' }).click();
  const body = JSON.parse((await saved).postData() ?? '{}') as { Address: Record<string, unknown> };
  expect(body.Address).toMatchObject({
    City: 'Christchurch',
    Phone: '0211234509',
    Notes: 'Leave it in the letterbox',
    LocationProvider: 'LINZ',
  });
  await expect(page).toHaveURL(/\/eshop\/thanks-broadband$/);
  expect(await storedValue(page, 'shop.sim-porting')).toBeUndefined();
});
