import type { Page } from '@playwright/test';
import { personaCustomerUuid } from '@portal/fixtures';
import { expect, mockCall, PASSWORD } from '../support';
import { fibreMaxLine, placeShopOrder } from './shop-order';

/**
 * Makes new.customer a customer whose only service in use is fibre: they have a SIM still waiting for activation and
 * no plan; a saved card and a placed fibre order make the fibre theirs.
 */
export async function makeFibreOnlyCustomer(page: Page) {
  const customer = personaCustomerUuid('new');
  const auth = await mockCall(page, 'POST', '/api/v2/68/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: 'new.customer@example.co.nz', AuthCode: PASSWORD, SPID: 68 },
  });
  const token = (auth.body as { JWT: string }).JWT;
  const setup = await mockCall(page, 'GET', `/api/customer/${customer}/setup-payment-method`, { token });
  const secret = (setup.body as { SetupIntentClientSecret: string }).SetupIntentClientSecret;
  const saved = await mockCall(page, 'POST', '/api/payments/v1/setup_intents/confirm', {
    token,
    data: {
      ClientSecret: secret,
      Card: { Number: '4242424242424242', ExpMonth: 12, ExpYear: 2030, Cvc: '123' },
    },
  });
  expect(saved.ok).toBe(true);
  await placeShopOrder(page, customer, [fibreMaxLine('25 Cuba Street, Te Aro, Wellington 6011')]);
}
