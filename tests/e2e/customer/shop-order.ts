import type { Page } from '@playwright/test';
import { planUuid } from '@portal/fixtures';
import { expect, mockCall } from '../support';

/** An order as the shop answers it once placed. */
export interface PlacedOrder {
  OrderNumber: string;
  Provisioning: { Kind: 'UFB' | 'FWA'; OrderUUID: string; ProductUUID?: string };
  OrderItems: { DeliveryEstimate?: { From: string; To: string } }[];
}

/** The Fibre Max plan at an address, as a line of the shop's checkout. */
export const fibreMaxLine = (serviceAddress: string) => ({
  ServiceType: 'UFB',
  ItemUUID: planUuid('max'),
  Name: 'Fibre Max',
  PriceCents: 9900,
  UFBPlanUUID: planUuid('max'),
  ServiceAddress: serviceAddress,
});

/** An order placed for a customer as a completed checkout places it; the journey stops unless the shop takes it. */
export async function placeShopOrder(
  page: Page,
  customerUUID: string,
  lines: object[],
): Promise<PlacedOrder> {
  const placed = await mockCall(page, 'POST', '/__mock/shop/orders', {
    data: { CustomerUUID: customerUUID, Lines: lines },
  });
  expect(placed.status).toBe(201);
  return placed.body as PlacedOrder;
}
