import type { CartItemInput, CatalogueItem } from '@portal/shared';

/** The cart lines of one SIM with its plan: the SIM item, then the plan it runs on. */
export function simWithPlan(
  sim: CatalogueItem,
  planCatalogUUID: string,
  planAvailabilityUUID: string,
  /** A number the SIM keeps, moved from another provider. */
  portingNumber?: string,
): CartItemInput[] {
  return [
    {
      ItemUUID: sim.UUID,
      Type: sim.Type,
      VirtualType: sim.VirtualType === 'VT_ESIM' ? 'VT_ESIM' : 'VT_NONE',
      PhysicalType: 'SIM',
      ServiceType: 'MOBILE',
      Quantity: 1,
      SelfManaged: sim.SelfManaged,
      ...(portingNumber
        ? { Attributes: { BillingReference: 'postpay', AutoRenew: true, PortingOverMSISDN: portingNumber } }
        : {}),
    },
    {
      ItemUUID: planCatalogUUID,
      Type: 'TYPE_VIRTUAL',
      VirtualType: 'VT_PLAN',
      ServiceType: 'MOBILE',
      Quantity: 1,
      Attributes: {
        BillingReference: 'postpay',
        AutoRenew: true,
        MobileProductCatalogUUID: planCatalogUUID,
        MobileProductAvailabilityUUID: planAvailabilityUUID,
      },
    },
  ];
}

/** The SIM items a shopper picks between for a phone: eSIM and SIM card, keyed as the SIM choice names them. */
export const PHONE_SIM_TYPES = ['esim', 'sim'] as const;
export const simItemOf = (items: readonly CatalogueItem[], type: string) =>
  items.find((i) => i.SimType === type);
