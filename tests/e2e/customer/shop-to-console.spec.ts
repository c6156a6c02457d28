import { fixtureUuid, shopAddressIdx } from '@portal/fixtures';
import { openList, signedIn } from '../console/console';
import { expect, expectAccessible, test } from '../support';
import { signInAs } from './flows';
import { fibreAndRouterInCart } from './shop-flows';

test('a fibre order paid in the shop is the order the operator finds by its number, with everything given', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'ana.postpay@example.co.nz');
  await expect(page).toHaveURL(/\/profile\//);
  await fibreAndRouterInCart(page);
  await page.getByRole('button', { name: 'Pay $234.00' }).click();
  const paid = page.getByText(/^Order ORD-\d+ is paid\./);
  await expect(paid).toBeVisible();
  const number = /ORD-\d+/.exec((await paid.textContent()) ?? '')?.[0] as string;

  // My orders and the fibre subscriptions name the same order.
  await page.goto('/profile/my-orders');
  await expect(page.getByRole('article', { name: number })).toBeVisible();
  await page.goto('/profile/broadband/ufb/subscriptions');
  await expect(page.getByText(`Order ${number}`).first()).toBeVisible();

  await signedIn(page);
  await openList(page, 'UFB_order', {});
  await page.getByRole('textbox', { name: 'Search address, customer or order number' }).fill(number);
  const row = page.locator('tbody tr').filter({ hasText: number });
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await row.click();
  const details = page.locator('.RaShow-main');
  // A shown field (react-admin names each field's box after its source).
  const field = (source: string) => details.locator(`.ra-field-${source.replaceAll('.', '\\.')}`);
  for (const [source, value] of [
    ['OrderNumber', number],
    ['Address.Formatted', '40 Colombo Street, Sydenham, Christchurch 8023'],
    ['Address.Number', '40'],
    ['Address.StreetName', 'Colombo'],
    ['Address.City', 'Christchurch'],
    ['Address.PostCode', '8023'],
    ['Address.LocationProvider', 'LINZ'],
    ['Address.LocationProviderIDX', shopAddressIdx('enable')],
    ['ExternalReference.SiteContactName', 'Ana Postpay'],
    ['ExternalReference.SiteContactPhone', '021 123 4501'],
    ['ExternalReference.SiteContactEmail', 'ana.postpay@example.co.nz'],
  ] as const)
    await expect(field(source)).toContainText(value);
  await expect(field('ExternalReference.RSFDate')).toContainText(/^Ready-for-service date\d{2}-\d{2}-\d{4}$/);
  await expectAccessible(page);

  // Its fibre product carries the availability check's prequalification.
  await details.getByRole('link', { name: new RegExp(`^${number} ·`) }).click();
  await expect(page.getByText(fixtureUuid(`shop-prequal:${shopAddressIdx('enable')}`))).toBeVisible();
});
