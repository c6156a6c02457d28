import { describe, expect, it } from 'vitest';
import type { AnsweredOrderLine, ShopOrder } from '@portal/shared';
import { summaryOf } from './completed-purchase';

const U = '00000000-0000-4000-8000-000000000001';
const line = (over: Partial<AnsweredOrderLine>): AnsweredOrderLine => ({
  UUID: U,
  ItemUUID: U,
  ItemVariantUUID: U,
  ProductAvailabilityUUID: U,
  ProductCatalogUUID: U,
  SPID: 68,
  Name: 'Item',
  Description: '',
  Quantity: 1,
  PriceCents: 0,
  PriceCatalogCents: 0,
  AmountCents: 0,
  AmountTaxCents: 0,
  Type: 'TYPE_PRODUCT',
  VirtualType: 'VT_NONE',
  PhysicalType: 'SIM',
  ServiceType: 'MOBILE',
  Shipped: false,
  Delivered: false,
  Attributes: {},
  Products: [],
  Provisioned: [],
  ...over,
});
const order = (items: AnsweredOrderLine[], provisioning: ShopOrder['Provisioning'] = null): ShopOrder => ({
  OrderID: U,
  OrderNumber: 'ORD-100003',
  Status: 'PAID',
  OrderItems: items,
  OrderNotes: [],
  CustomerUUID: U,
  AmountCents: 0,
  AmountTaxCents: 0,
  CreatedAtNanos: 0,
  Provisioning: provisioning,
});

describe('the purchase summary checkout saves', () => {
  it('tells an order of SIMs only, with an eSIM among them, and no broadband to watch', () => {
    const s = summaryOf(order([line({}), line({ VirtualType: 'VT_ESIM', Type: 'TYPE_VIRTUAL' })]), 5);
    expect(s).toMatchObject({
      number: 'ORD-100003',
      is_only_sim: true,
      e_sim: true,
      broadband: null,
      completedAtMs: 5,
    });
  });

  it('keeps the fibre order and product the thank-you page watches', () => {
    const s = summaryOf(
      order([line({ ServiceType: 'UFB', PhysicalType: 'MODEM' })], {
        Kind: 'UFB',
        OrderUUID: 'o',
        ProductUUID: 'p',
        State: 'created',
        StateText: 'created',
        Appointment: null,
        Bookable: false,
      }),
      5,
    );
    expect(s).toMatchObject({
      is_only_sim: false,
      ufb_modem: true,
      broadband: { kind: 'UFB', orderUUID: 'o', productUUID: 'p' },
    });
  });
});
