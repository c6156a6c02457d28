import { catalogueEntryUuid, modemUuid, personaCustomerUuid, planUuid, simItemUuid } from '@portal/fixtures';
import type { ShopCart } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';
import { cardCheckoutBody } from '../shop/checkout-body.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const ana = personaCustomerUuid('ana');
const CART = '6d0c4f0e-2b8a-4b7e-9a51-0c3e7f1d2a44';

const sim = {
  ItemUUID: simItemUuid('sim'),
  Type: 'TYPE_PRODUCT',
  PhysicalType: 'SIM',
  ServiceType: 'MOBILE',
};
const plan = { ItemUUID: catalogueEntryUuid('postpay-40gb'), Type: 'TYPE_VIRTUAL', ServiceType: 'MOBILE' };
const fibre = { ItemUUID: planUuid('fast'), Type: 'TYPE_VIRTUAL', ServiceType: 'UFB' };
const router = {
  ItemUUID: modemUuid('ufb-wifi6'),
  Type: 'TYPE_PRODUCT',
  PhysicalType: 'MODEM',
  ServiceType: 'UFB',
};
const save = (items: unknown[], extra: Record<string, unknown> = {}, token?: string) =>
  m.call('POST', '/eshop/v3/cart', {
    ...(token ? { token } : {}),
    body: { SPID: 68, UUID: CART, Items: items, ...extra },
  });

describe('shop cart', () => {
  it('prices items from the catalogue, splits out the GST and drops lines of quantity 0', async () => {
    const saved = await save([sim, { ...plan, Quantity: 0 }, fibre, router]);
    expect(saved.status).toBe(200);
    const cart = saved.body as ShopCart;
    expect(cart.Items.map((i) => i.Name)).toEqual(['SIM card', 'Fibre Fast', 'WiFi 6 Fibre Router']);
    expect(cart.AmountCents + cart.AmountTaxCents).toBe(500 + 8500 + 14900);
    expect(cart.AmountTaxCents).toBe(Math.round((23900 * 3) / 23));
    const modem = cart.Items[2];
    expect(modem?.Attributes).toMatchObject({
      CustomerCreation: 'AddChildCustomer',
      SetupBillRouting: false,
    });
    expect(cart.Items[1]?.Attributes.CustomerCreation).toBe('ReuseTheCustomer');
  });

  it('holds one fibre plan per line, however many were asked for, and up to five SIMs', async () => {
    const cart = (
      await save([
        { ...fibre, Quantity: 2 },
        { ...sim, Quantity: 3 },
      ])
    ).body as ShopCart;
    expect(cart.Items.map((i) => i.Quantity)).toEqual([1, 3]);
    expect(cart.AmountCents + cart.AmountTaxCents).toBe(8500 + 3 * 500);
  });

  it('refuses an unknown SIM and a fibre plan that is not on sale, with the catalogue texts', async () => {
    const badSim = await save([{ ...sim, ItemUUID: planUuid('fast') }]);
    expect(badSim.status).toBe(400);
    expect(badSim.body).toMatchObject({ err_message: 'Unknown SIM type' });
    const legacy = await save([{ ...fibre, ItemUUID: planUuid('legacy') }]);
    expect(legacy.body).toMatchObject({ err_message: 'Failed to create UFB cart item' });
  });

  it('is claimed by the customer who signs in, and is then no one else’s', async () => {
    await save([sim]);
    const anaToken = await m.tokenOf(ANA);
    const claimed = await save([sim], { CustomerUUID: ana }, anaToken);
    expect((claimed.body as ShopCart).CustomerUUID).toBe(ana);
    expect((await m.call('GET', `/eshop/v3/cart/${CART}`, { token: anaToken })).status).toBe(200);
    expect((await m.call('GET', `/eshop/v3/customer/${ana}/cart`, { token: anaToken })).body).toMatchObject({
      UUID: CART,
    });
    expect((await m.call('GET', `/eshop/v3/cart/${CART}`)).status).toBe(404);
    const tamaToken = await m.tokenOf(TAMA);
    expect((await save([], {}, tamaToken)).status).toBe(404);
    expect((await save([sim], { CustomerUUID: ana }, tamaToken)).status).toBe(404);
  });
});

describe('item attributes', () => {
  const porting = {
    PortingOverMSISDN: '0211234599',
    PortingCarrierLSP: 'One NZ',
    PortingAccountLSP: '4455667',
    PortingNametagLSP: 'Ana P',
    PortingPriorSIMID: '8964010000000000123',
    AddIdentityAccess: true,
    ESIMInfo: { ID: 'esim-1', Data: 'LPA:1$smdp.example$ABC', ConfirmationCode: '1234' },
  };

  it('keeps the porting, identity and eSIM attributes in the cart and on the paid order', async () => {
    const token = await m.tokenOf(ANA);
    const saved = await save([{ ...sim, Attributes: porting }, plan], { CustomerUUID: ana }, token);
    expect(saved.status).toBe(200);
    expect((saved.body as ShopCart).Items[0]?.Attributes).toMatchObject(porting);
    const paid = await m.call('POST', '/eshop/v3/checkout', {
      token,
      body: cardCheckoutBody(CART, ana, 'attributes-1'),
    });
    const order = (paid.body as { Order: { OrderNumber: string } }).Order;
    const read = await m.call('GET', `/eshop/v3/customer/${ana}/order/${order.OrderNumber}`, { token });
    const lines = read.body.OrderItems as { Attributes: Record<string, unknown> }[];
    expect(lines[0]?.Attributes).toMatchObject(porting);
  });

  it('refuses an attribute the contract does not know, naming it', async () => {
    const res = await save([{ ...sim, Attributes: { PortingCarrier: 'One NZ' } }]);
    expect(res.status).toBe(400);
    expect(res.body.err_message).toContain('PortingCarrier');
    const ufb = await save([{ ...fibre, Attributes: { UFBAttributes: { ServiceAdress: '1 Typo Street' } } }]);
    expect(ufb.status).toBe(400);
    expect(ufb.body.err_message).toContain('ServiceAdress');
  });
});
