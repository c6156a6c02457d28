import { personaCustomerUuid, planUuid, shopAddressIdx } from '@portal/fixtures';
import type { CheckoutResult } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from '../handlers/access.test-kit';
import { cardCheckoutBody } from './checkout-body.test-kit';

/* A fibre purchase in the shop is one order for the customer and the provider's operators alike. */

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const OPERATOR = 'operator@provider.example.nz';
const ana = personaCustomerUuid('ana');
const CART = '2c4e6a80-1b3d-4f57-9a1c-3e5f7a9b1c2d';
const PREQUAL = '7a1f0c3e-5b2d-4e69-8f10-2a3b4c5d6e7f';
// 1 December 2026, 10:00 in New Zealand.
const RSF_NANOS = Date.UTC(2026, 10, 30, 21) * 1_000_000;
const QUEEN_STREET = '12 Queen Street, Auckland Central, Auckland 1010';

const fibrePlan = (extra: object = {}) => ({
  ItemUUID: planUuid('fast'),
  Type: 'TYPE_VIRTUAL',
  ServiceType: 'UFB',
  Attributes: {
    UFBAttributes: { PrequalUUID: PREQUAL, RSFDate: RSF_NANOS, ServiceAddress: QUEEN_STREET, ...extra },
  },
});

async function buyFibre(token: string, address?: object) {
  const saved = await m.call('POST', '/eshop/v3/cart', {
    token,
    body: {
      SPID: 68,
      UUID: CART,
      CustomerUUID: ana,
      Items: [fibrePlan()],
      ...(address ? { Address: address } : {}),
    },
  });
  expect(saved.status).toBe(200);
  const paid = await m.call('POST', '/eshop/v3/checkout', {
    token,
    body: cardCheckoutBody(CART, ana, 'one-order-0001', '9c8b7a65-4d3e-4f21-8a0b-1c2d3e4f5a6b'),
  });
  expect(paid.body).toMatchObject({ Status: 'paid' });
  return (paid.body as unknown as CheckoutResult).Order as NonNullable<CheckoutResult['Order']>;
}

async function inConsole(number: string) {
  const token = await m.tokenOf(OPERATOR);
  const filter = encodeURIComponent(JSON.stringify({ q: number }));
  const found = await m.call('GET', `/v3/68/UFB_order?filter=${filter}&range=[0,24]`, { token });
  expect(found.status).toBe(200);
  const rows = found.body as unknown as { OrderNumber: string; UUID: string; ProductUUID: string }[];
  expect(rows.map((r) => r.OrderNumber)).toEqual([number]);
  const order = await m.call('GET', `/v3/68/UFB_order/${(rows[0] as { UUID: string }).UUID}`, { token });
  const product = await m.call('GET', `/v3/68/UFB/${(rows[0] as { ProductUUID: string }).ProductUUID}`, {
    token,
  });
  return { order: order.body, product: product.body };
}

describe('one order from shop to console', () => {
  it('gives the fibre order the shop order’s number, which the console finds, with everything the customer gave', async () => {
    const token = await m.tokenOf(ANA);
    const placed = await buyFibre(token);
    expect(placed.OrderNumber).toMatch(/^ORD-\d{6}$/);

    const { order, product } = await inConsole(placed.OrderNumber);
    expect(order).toMatchObject({
      OrderNumber: placed.OrderNumber,
      Address: {
        Formatted: QUEEN_STREET,
        Number: '12',
        StreetName: 'Queen',
        StreetType: 'Street',
        Suburb: 'Auckland Central',
        City: 'Auckland',
        PostCode: '1010',
        LocationProvider: 'LINZ',
        LocationProviderIDX: shopAddressIdx('both'),
      },
      ExternalReference: {
        RSFDate: '2026-12-01',
        SiteContactName: 'Ana Postpay',
        SiteContactEmail: ANA,
      },
    });
    expect(order.ExternalReference).toMatchObject({ SiteContactPhone: '0211234501' });
    expect(product).toMatchObject({ OrderNumber: placed.OrderNumber, PrequalUUID: PREQUAL });

    // The customer's fibre service names the same order.
    const services = await m.call('GET', `/customers/${ana}/products/ufb`, { token });
    const mine = (services.body.UFBProducts as { OrderNumber?: string; UUID: string }[]).find(
      (p) => p.UUID === (product as { UUID: string }).UUID,
    );
    expect(mine?.OrderNumber).toBe(placed.OrderNumber);
  });

  it('makes the delivery contact the site contact when the shopper gave one', async () => {
    const token = await m.tokenOf(ANA);
    const placed = await buyFibre(token, {
      Name: 'Rawiri Postpay',
      Phone: '021 555 0101',
      Email: 'rawiri@example.co.nz',
      LocationProvider: 'LINZ',
      LocationProviderIDX: shopAddressIdx('both'),
    });
    const { order } = await inConsole(placed.OrderNumber);
    expect(order.ExternalReference).toMatchObject({
      SiteContactName: 'Rawiri Postpay',
      SiteContactPhone: '021 555 0101',
      SiteContactEmail: 'rawiri@example.co.nz',
    });
  });
});
