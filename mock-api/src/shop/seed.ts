import { fixtureUuid, personaCustomerUuid, storeOrderUuid, storeProductUuid } from '@portal/fixtures';
import {
  DAY_NANOS,
  HOUR_NANOS,
  SPID,
  type FwaOrder,
  type ShopOrderLine,
  type StoredShopOrder,
} from '@portal/shared';
import { gstOf } from './place-order';

/** Ids of the seeded orders, for the tests. */
export const SHOP_SEED_IDS = {
  fibreOrderNumber: 'ORD-100001',
  fwaOrderNumber: 'ORD-100002',
  fwaOrder: fixtureUuid('fwa-order:ana-bach'),
} as const;

function line(
  key: string,
  fields: Pick<ShopOrderLine, 'Name' | 'ServiceType' | 'PriceCents' | 'Provisioned'>,
) {
  return {
    UUID: fixtureUuid(`shop-line:${key}`),
    ItemUUID: fixtureUuid(`shop-item:${key}`),
    SPID,
    Description: '',
    Quantity: 1,
    PriceCatalogCents: fields.PriceCents,
    AmountCents: fields.PriceCents,
    AmountTaxCents: gstOf(fields.PriceCents),
    Type: 'TYPE_VIRTUAL',
    VirtualType: 'VT_PLAN',
    PhysicalType: 'MODEM',
    Shipped: false,
    Delivered: false,
    Attributes: {},
    Products: fields.Provisioned.map((p) => p.UUID),
    ...fields,
  } satisfies ShopOrderLine;
}

/**
 * ana's order history, dated from the moment of seeding: the fibre order behind her active fibre service, and a
 * fixed-wireless order for her bach whose modem is on its way (an installation can be booked).
 */
export function shopOrdersAt(nowMs: number): { shopOrders: StoredShopOrder[]; fwaOrders: FwaOrder[] } {
  const now = nowMs * 1_000_000;
  const ana = personaCustomerUuid('ana');
  const fibreLine = line('ana-fibre', {
    Name: 'Fibre Max',
    ServiceType: 'UFB',
    PriceCents: 9900,
    Provisioned: [
      { Kind: 'UFB_order', UUID: storeOrderUuid('ana-active'), ProductUUID: storeProductUuid('ana-active') },
    ],
  });
  const fwaLine = line('ana-fwa', {
    Name: 'Wireless 300',
    ServiceType: 'FWA',
    PriceCents: 6500,
    Provisioned: [{ Kind: 'FWA_order', UUID: SHOP_SEED_IDS.fwaOrder }],
  });
  const placed = now - DAY_NANOS;
  const fwaShopOrder = fixtureUuid('shop-order:ana-fwa');
  return {
    shopOrders: [
      {
        UUID: fixtureUuid('shop-order:ana-fibre'),
        SPID,
        OrderNumber: SHOP_SEED_IDS.fibreOrderNumber,
        CustomerUUID: ana,
        Lines: [{ ...fibreLine, PhysicalType: 'MODEM' }],
        AmountCents: 9900,
        AmountTaxCents: gstOf(9900),
        CreatedAtNanos: now - 89 * DAY_NANOS,
      },
      {
        UUID: fwaShopOrder,
        SPID,
        OrderNumber: SHOP_SEED_IDS.fwaOrderNumber,
        CustomerUUID: ana,
        Lines: [fwaLine],
        AmountCents: 6500,
        AmountTaxCents: gstOf(6500),
        CreatedAtNanos: placed,
      },
    ],
    fwaOrders: [
      {
        UUID: SHOP_SEED_IDS.fwaOrder,
        SPID,
        CustomerUUID: ana,
        ShopOrderUUID: fwaShopOrder,
        PlanName: 'Wireless 300',
        ServiceAddress: '14 Beach Road, Ōtaki Beach 5512',
        Timeline: [
          { State: 'received', AtNanos: placed },
          { State: 'site_check', AtNanos: placed + 30_000_000_000 },
          { State: 'modem_dispatched', AtNanos: placed + 90_000_000_000 },
          { State: 'completed', AtNanos: now + 4 * DAY_NANOS + 2 * HOUR_NANOS },
        ],
        Appointment: null,
        CreatedAtNanos: placed,
      },
    ],
  };
}
