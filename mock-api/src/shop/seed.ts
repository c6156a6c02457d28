import {
  ANA_FIBRE_ORDER_NUMBER,
  fixtureUuid,
  fwaPlanUuid,
  personaCustomerUuid,
  storeOrderUuid,
  storeProductUuid,
} from '@portal/fixtures';
import {
  cartTotals,
  DAY_NANOS,
  HOUR_NANOS,
  SPID,
  type FwaOrder,
  type ShopOrderLine,
  type StoredShopOrder,
} from '@portal/shared';

/** Ids of the seeded orders, for the tests. */
export const SHOP_SEED_IDS = {
  fibreOrderNumber: ANA_FIBRE_ORDER_NUMBER,
  fwaOrderNumber: 'ORD-100002',
  fwaOrder: fixtureUuid('fwa-order:ana-bach'),
  mereFwaOrderNumber: 'ORD-100003',
  mereFwaOrder: fixtureUuid('fwa-order:mere-bach'),
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
    ...cartTotals([{ PriceCents: fields.PriceCents, Quantity: 1 }]),
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
 * The order history, dated from the moment of seeding: ana's fibre order behind her active fibre service and a
 * fixed-wireless order for her bach whose modem is on its way (an installation can be booked); Mere's bach has
 * fixed wireless that completed two months ago, an active service, while its fibre is on the way.
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
  const mere = personaCustomerUuid('multi', 2);
  const mereLine = line('mere-fwa', {
    Name: 'Wireless Unlimited',
    ServiceType: 'FWA',
    PriceCents: 6500,
    Provisioned: [{ Kind: 'FWA_order', UUID: SHOP_SEED_IDS.mereFwaOrder }],
  });
  const placed = now - DAY_NANOS;
  const merePlaced = now - 60 * DAY_NANOS;
  const fwaShopOrder = fixtureUuid('shop-order:ana-fwa');
  const mereShopOrder = fixtureUuid('shop-order:mere-fwa');
  return {
    shopOrders: [
      {
        UUID: fixtureUuid('shop-order:ana-fibre'),
        SPID,
        OrderNumber: SHOP_SEED_IDS.fibreOrderNumber,
        CustomerUUID: ana,
        Lines: [{ ...fibreLine, PhysicalType: 'MODEM' }],
        ...cartTotals([{ PriceCents: 9900, Quantity: 1 }]),
        CreatedAtNanos: now - 89 * DAY_NANOS,
      },
      {
        UUID: fwaShopOrder,
        SPID,
        OrderNumber: SHOP_SEED_IDS.fwaOrderNumber,
        CustomerUUID: ana,
        Lines: [fwaLine],
        ...cartTotals([{ PriceCents: 6500, Quantity: 1 }]),
        CreatedAtNanos: placed,
      },
      {
        UUID: mereShopOrder,
        SPID,
        OrderNumber: SHOP_SEED_IDS.mereFwaOrderNumber,
        CustomerUUID: mere,
        Lines: [mereLine],
        ...cartTotals([{ PriceCents: 6500, Quantity: 1 }]),
        CreatedAtNanos: merePlaced,
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
      {
        UUID: SHOP_SEED_IDS.mereFwaOrder,
        SPID,
        CustomerUUID: mere,
        ShopOrderUUID: mereShopOrder,
        PlanName: 'Wireless Unlimited',
        PlanUUID: fwaPlanUuid('4g-unlimited'),
        ServiceAddress: '9 Tui Lane, Raglan 3225',
        Timeline: [
          { State: 'received', AtNanos: merePlaced },
          { State: 'site_check', AtNanos: merePlaced + 30_000_000_000 },
          { State: 'modem_dispatched', AtNanos: merePlaced + 90_000_000_000 },
          { State: 'completed', AtNanos: merePlaced + 3 * DAY_NANOS },
        ],
        Appointment: null,
        CreatedAtNanos: merePlaced,
      },
    ],
  };
}
