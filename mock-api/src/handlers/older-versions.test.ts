import {
  mobileProductUuid,
  personaCustomerUuid,
  planUuid,
  shopAddressIdx,
  simItemUuid,
  storeProductUuid,
} from '@portal/fixtures';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

/* The older calls the specification still lists answer as the current ones do. */

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const ana = personaCustomerUuid('ana');
const CART = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PREQUAL = '7a1f0c3e-5b2d-4e69-8f10-2a3b4c5d6e7f';
const QUEEN_STREET = '12 Queen Street, Auckland Central, Auckland 1010';

const fibreCart = (extra: object = {}) => ({
  SPID: 68,
  UUID: CART,
  CustomerUUID: ana,
  Address: { Formatted: QUEEN_STREET, LocationProviderIDX: shopAddressIdx('both') },
  ExternalReference: {
    OrderType: 'ConnectPrimary',
    ServiceAvailabilityUUID: PREQUAL,
    SiteContactName: 'Rawiri Postpay',
    SiteContactPhone: '021 555 0101',
    SiteContactEmail: 'rawiri@example.co.nz',
  },
  Items: [{ ItemUUID: planUuid('fast'), Type: 'TYPE_VIRTUAL' }],
  ...extra,
});

describe('older shop versions', () => {
  it('keeps one cart under v1 and v3 paths', async () => {
    const token = await m.tokenOf(ANA);
    const items = [
      { ItemUUID: simItemUuid('sim'), Type: 'TYPE_PRODUCT', PhysicalType: 'SIM', ServiceType: 'MOBILE' },
    ];
    const saved = await m.call('POST', '/eshop/cart', {
      token,
      body: { SPID: 68, UUID: CART, CustomerUUID: ana, Items: items },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      UUID: CART,
      CustomerUUID: ana,
      Items: [{ Name: expect.any(String) }],
    });
    const v3 = await m.call('GET', `/eshop/v3/cart/${CART}`, { token });
    expect((await m.call('GET', `/eshop/cart/${CART}`, { token })).body).toEqual(v3.body);
    expect((await m.call('GET', `/eshop/customer/${ana}/cart`, { token })).body).toEqual(v3.body);
  });

  it('keeps the older fibre cart as fibre items carrying the availability check, the address and the site contact', async () => {
    const token = await m.tokenOf(ANA);
    for (const path of ['/eshop/v2/cart', '/ufb/cart']) {
      const saved = await m.call('POST', path, { token, body: fibreCart() });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        Address: { Formatted: QUEEN_STREET, Name: 'Rawiri Postpay', Phone: '021 555 0101' },
        Items: [
          {
            ServiceType: 'UFB',
            Attributes: { UFBAttributes: { PrequalUUID: PREQUAL, ServiceAddress: QUEEN_STREET } },
          },
        ],
      });
    }
    const refused = await m.call('POST', '/eshop/v2/cart', { token, body: fibreCart({ Items: [] }) });
    expect(refused.status).toBe(400);
  });

  it('pays an older fibre checkout with the default card, and the console’s order carries what was given', async () => {
    const token = await m.tokenOf(ANA);
    const paid = await m.call('POST', '/eshop/v2/checkout', { token, body: fibreCart() });
    expect(paid.body).toMatchObject({ Status: 'paid', PurchaseUUID: CART, AmountCents: 8500 });
    const number = (paid.body.Order as { OrderNumber: string }).OrderNumber;
    // Paid once: the same cart again answers the same order.
    const again = await m.call('POST', '/eshop/v2/checkout', { token, body: fibreCart() });
    expect((again.body.Order as { OrderNumber: string }).OrderNumber).toBe(number);

    const orders = await m.call('GET', `/eshop/customer/${ana}/orders`, { token });
    expect(orders.body).toEqual((await m.call('GET', `/eshop/v3/customer/${ana}/orders`, { token })).body);
    const one = await m.call('GET', `/eshop/customer/${ana}/order/${number}`, { token });
    expect(one.body).toEqual(
      (await m.call('GET', `/eshop/v3/customer/${ana}/order/${number}`, { token })).body,
    );

    const operator = await m.tokenOf('operator@provider.example.nz');
    const filter = encodeURIComponent(JSON.stringify({ q: number }));
    const found = await m.call('GET', `/v3/68/UFB_order?filter=${filter}`, { token: operator });
    expect(found.body).toMatchObject([
      {
        OrderNumber: number,
        ExternalReference: { SiteContactName: 'Rawiri Postpay', SiteContactPhone: '021 555 0101' },
      },
    ]);
  });

  it('pays a v1 checkout of the cart it sends', async () => {
    const token = await m.tokenOf(ANA);
    const paid = await m.call('POST', '/eshop/checkout', {
      token,
      body: {
        SPID: 68,
        UUID: CART,
        CustomerUUID: ana,
        Items: [{ ItemUUID: planUuid('fast'), Type: 'TYPE_VIRTUAL', ServiceType: 'UFB' }],
      },
    });
    expect(paid.body).toMatchObject({ Status: 'paid', AmountCents: 8500 });
  });

  it('tells the eSIMs an order brought, with their numbers and activation codes', async () => {
    const token = await m.tokenOf(ANA);
    const placed = await fetch('http://api.test/__mock/shop/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        CustomerUUID: ana,
        Lines: [
          {
            ServiceType: 'MOBILE',
            Type: 'TYPE_VIRTUAL',
            VirtualType: 'VT_ESIM',
            ItemUUID: simItemUuid('esim'),
            Name: 'eSIM',
            PriceCents: 0,
          },
        ],
      }),
    }).then((r) => r.json() as Promise<{ OrderNumber: string }>);
    const status = await m.call('GET', `/eshop/orders-esim-status/${ana}/order/${placed.OrderNumber}`, {
      token,
    });
    expect(status.body).toMatchObject({
      Status: 'COMPLETED',
      ESIMs: [
        {
          Status: 2,
          MSISDN: expect.stringMatching(/^6421\d{7}$/),
          ESIMActivationCode: expect.stringMatching(/^LPA:1\$/),
        },
      ],
    });
    const none = await m.call('GET', `/eshop/orders-esim-status/${ana}/order/ORD-999999`, { token });
    expect(none.status).toBe(404);
  });

  it('changes a fibre plan named in the body', async () => {
    const token = await m.tokenOf(ANA);
    const changed = await m.call('POST', '/ufb/change-plan', {
      token,
      body: {
        UUID: storeProductUuid('ana-active'),
        CustomerUUID: ana,
        ProductAvailabilityUUID: planUuid('fast'),
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ScheduledPlan: { PlanUUID: planUuid('fast') } });
  });
});

describe('older bill calls', () => {
  it('answers the postpay balance of a service as the account does, and not for another’s service', async () => {
    const token = await m.tokenOf(ANA);
    const account = await m.call('GET', `/customer/${ana}/account`, { token });
    const balance = await m.call('POST', '/postpay/balance', {
      token,
      body: { CustomerUUID: ana, UUID: mobileProductUuid('ana') },
    });
    expect(balance.body).toEqual({ ...account.body, Value: account.body.Balance });
    const another = await m.call('POST', '/postpay/balance', {
      token,
      body: { CustomerUUID: personaCustomerUuid('tama'), UUID: mobileProductUuid('tama') },
    });
    expect(another.status).toBe(404);
  });

  it('lists invoices under the v2 path as v3 does', async () => {
    const token = await m.tokenOf(ANA);
    const v3 = await m.call('GET', `/v3/customer/${ana}/invoices?PageSize=5`, { token });
    expect((await m.call('GET', `/v2/customer/${ana}/invoices?PageSize=5`, { token })).body).toEqual(v3.body);
  });
});

describe('older help centre', () => {
  it('lists categories and sections apart, articles 100 a page, and searches by query', async () => {
    const categories = await m.call('GET', '/help_center/categories');
    const sections = await m.call('GET', '/help_center/sections');
    const data = (r: { body: Record<string, unknown> }) => r.body.data as { parent_id: string | null }[];
    expect(data(categories).length).toBeGreaterThan(0);
    expect(data(categories).every((c) => c.parent_id === null)).toBe(true);
    expect(data(sections).every((s) => s.parent_id !== null)).toBe(true);
    const articles = await m.call('GET', '/help_center/articles?per_page=100');
    expect(articles.body).toMatchObject({ pages: { per_page: 100 } });
    expect((await m.call('GET', '/help_center/articles?per_page=150')).status).toBe(400);
    const found = await m.call('GET', '/help_center/articles/search?query=roaming');
    const current = await m.call(
      'GET',
      '/intercom/articles/search?phrase=roaming&state=published&per_page=100',
    );
    expect((found.body.data as { articles: unknown[] }).articles).toEqual(
      (current.body.data as { articles: unknown[] }).articles,
    );
  });
});

describe('the customer entity', () => {
  it('carries info, cards, services and payment history in the accounts list', async () => {
    const token = await m.tokenOf(ANA);
    const list = await m.call('GET', '/v2/68/customer', { token });
    const [entity] = list.body.Customers as Record<string, unknown>[];
    expect(entity).toMatchObject({
      UUID: ana,
      info: {
        balance: expect.any(Number),
        currentPlan: { id: expect.any(String), dateExpire: expect.any(Number) },
      },
      services: expect.arrayContaining([
        expect.objectContaining({ Kind: 'mobile', MSISDN: expect.any(String) }),
        expect.objectContaining({ Kind: 'UFB', Name: 'Fibre Max' }),
      ]),
    });
    const cards = entity?.cards as { default: boolean; last4: string }[];
    expect(cards).toHaveLength(2);
    expect(cards.filter((c) => c.default)).toHaveLength(1);
    expect(Array.isArray(entity?.paymentHistory)).toBe(true);
  });
});
