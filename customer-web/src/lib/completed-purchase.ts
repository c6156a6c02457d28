import type { ShopOrder } from '@portal/shared';
import { readJson, writeJson } from './storage';

const NAME = 'completed-purchase';

/**
 * The purchase summary a completed checkout saves (the specification's fields: number, e_sim, address,
 * is_only_sim, ufb_modem, is_only_modem, delivery_address), with the broadband order to watch and when the
 * purchase completed, so a thank-you page can resume its progress after a reload.
 */
export interface PurchasedSummary {
  number: string;
  e_sim: boolean;
  address: string;
  is_only_sim: boolean;
  ufb_modem: boolean;
  is_only_modem: boolean;
  delivery_address: string;
  customerUUID: string;
  broadband: { kind: 'UFB' | 'FWA'; orderUUID: string; productUUID?: string } | null;
  completedAtMs: number;
}

/** The summary of a placed order, as checkout saves it once the payment went through. */
export function summaryOf(order: ShopOrder, completedAtMs: number, deliveryAddress = ''): PurchasedSummary {
  const items = order.OrderItems;
  const isSim = (l: (typeof items)[number]) => l.ServiceType === 'MOBILE';
  const isModem = (l: (typeof items)[number]) => l.PhysicalType === 'MODEM' && l.Type === 'TYPE_PRODUCT';
  const broadband = order.Provisioning;
  return {
    number: order.OrderNumber,
    e_sim: items.some((l) => l.VirtualType === 'VT_ESIM'),
    address: items.find((l) => l.ServiceType !== 'MOBILE')?.Attributes['ServiceAddress']?.toString() ?? '',
    is_only_sim: items.length > 0 && items.every(isSim),
    ufb_modem: items.some((l) => l.ServiceType === 'UFB' && isModem(l)),
    is_only_modem: items.length > 0 && items.every(isModem),
    delivery_address: deliveryAddress,
    customerUUID: order.CustomerUUID,
    broadband: broadband
      ? {
          kind: broadband.Kind,
          orderUUID: broadband.OrderUUID,
          ...(broadband.ProductUUID ? { productUUID: broadband.ProductUUID } : {}),
        }
      : null,
    completedAtMs,
  };
}

export const saveCompletedPurchase = (summary: PurchasedSummary): void => writeJson(NAME, summary);
export const readCompletedPurchase = (): PurchasedSummary | undefined => readJson<PurchasedSummary>(NAME);
