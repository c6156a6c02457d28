import { mobileProductUuid, personaCustomerUuid, simItemUuid } from '@portal/fixtures';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

/* Answers carry the fields the specification gives them, for a client built to it. */
const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const ana = personaCustomerUuid('ana');

describe('fields of the specification in answers', () => {
  it('gives address search results the normalised fields: type, id, description, default flag, Postcode', async () => {
    const shop = await m.call('GET', '/broadband/v1/search_address?q=40%20Colombo');
    const [found] = shop.body.Addresses as Record<string, unknown>[];
    expect(found).toMatchObject({
      AddressType: 'SERVICE',
      AddressUUID: found?.UUID,
      Description: found?.Formatted,
      IsDefault: false,
      Postcode: '8023',
      PostCode: '8023',
    });
    const token = await m.tokenOf(ANA);
    const located = await m.call('GET', '/v2/68/location/search?query=Colombo', { token });
    const [location] = located.body.Locations as Record<string, unknown>[];
    expect(location).toMatchObject({
      AddressType: 'DELIVERY',
      AddressUUID: location?.UUID,
      IsDefault: false,
    });
    expect(location?.Postcode).toBe(location?.PostCode);
    expect(location?.Description).toBe(location?.Formatted);
  });

  it('gives the postpay balance its Value, what the account owes', async () => {
    const token = await m.tokenOf(ANA);
    const res = await m.call('POST', '/postpay/balance', {
      token,
      body: { CustomerUUID: ana, UUID: mobileProductUuid('ana') },
    });
    expect(res.status).toBe(200);
    expect(res.body.Value).toBe(res.body.Balance);
    expect(typeof res.body.Value).toBe('number');
  });

  it('names each order line’s variant, catalogue entry and availability', async () => {
    const token = await m.tokenOf(ANA);
    const CART = crypto.randomUUID();
    await m.call('POST', '/eshop/v3/cart', {
      token,
      body: {
        SPID: 68,
        UUID: CART,
        CustomerUUID: ana,
        Items: [
          { ItemUUID: simItemUuid('sim'), Type: 'TYPE_PRODUCT', PhysicalType: 'SIM', ServiceType: 'MOBILE' },
        ],
      },
    });
    const paid = await m.call('POST', '/eshop/v3/checkout', {
      token,
      body: { SPID: 68, UUID: CART, CustomerUUID: ana, PaymentOptions: { PaymentMethodType: 'card' } },
    });
    const number = (paid.body.Order as { OrderNumber: string }).OrderNumber;
    const order = await m.call('GET', `/eshop/v3/customer/${ana}/order/${number}`, { token });
    const [line] = order.body.OrderItems as Record<string, unknown>[];
    expect(line).toMatchObject({
      ItemVariantUUID: simItemUuid('sim'),
      ProductCatalogUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ProductAvailabilityUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('gives catalogue items their deleted timestamp, null while they are sold', async () => {
    const res = await m.call('GET', '/eshop/v3/sim_items');
    const items = res.body.Items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toHaveProperty('DeletedAtNanos', null);
  });
  it('gives a mobile product its allowance totals, the same as its usage balance, its place and its plan', async () => {
    const token = await m.tokenOf(ANA);
    const uuid = mobileProductUuid('ana');
    const one = await m.call('GET', `/customers/${ana}/products/mobile/${uuid}`, { token });
    expect(one.status).toBe(200);
    const balance = await m.call('GET', `/customers/v1/${ana}/usage-balance?MobileUUID=${uuid}`, { token });
    const balances = balance.body.Balances as { Type: string; Total: number }[];
    expect(balances.length).toBeGreaterThan(0);
    for (const type of ['Data', 'Mins', 'IDDMins', 'TXTs', 'IDDTXTs', 'PXTs', 'TetheringData']) {
      const total = balances.find((b) => b.Type === type)?.Total ?? 0;
      expect(one.body[`Total${type}`], type).toBe(total);
    }
    expect(one.body.TotalData).toBeGreaterThan(0);
    expect(one.body.ServiceAddress).toBe('');
    const plan = (
      one.body.Addons as { UUID: string; isBasePlan: boolean; ProductCatalogEntryUUID: string }[]
    ).find((a) => a.isBasePlan);
    expect(one.body.ProductCatalogUUID).toBe(plan?.ProductCatalogEntryUUID);
    const list = await m.call('GET', `/customers/${ana}/products/mobile`, { token });
    const listed = (list.body.MobileProducts as Record<string, unknown>[]).find((p) => p.UUID === uuid);
    const derived = { TotalData: one.body.TotalData, ProductCatalogUUID: one.body.ProductCatalogUUID };
    expect(listed).toMatchObject(derived);
    // A change answers the product with the same fields.
    const changed = await m.call('POST', '/update/change-addon-auto-renew', {
      token,
      body: { CustomerUUID: ana, MobileUUID: uuid, MobileAddonUUID: plan?.UUID, AutoRenew: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ...derived, ServiceAddress: '', TotalMins: one.body.TotalMins });
  });
});
