import {
  BOOKABLE_FWA_STATES,
  BOOKABLE_ORDER_STATES,
  fibreDisplayText,
  fwaOrderStatus,
  nzDate,
  orderStatus,
  pastSteps,
  stepAt,
  type OrderProvisioning,
  type ShopOrder,
  type ShopOrderLine,
  type ShopOrderStatus,
  type StoredShopOrder,
  type AnsweredOrderLine,
} from '@portal/shared';
import type { MockContext } from '../context';
import { byUuid } from '../handlers/provider-store/common';
import { notesOf } from '../handlers/provider-store/notes';
import { FWA_STATE_TEXT } from './fwa-orders';

const HOUR_MS = 3_600_000;

/** The broadband order behind a shop order, as its customer sees it now, with the notes meant for them. */
function provisioningOf(
  ctx: MockContext,
  stored: StoredShopOrder,
): { provisioning: OrderProvisioning; status: ShopOrderStatus; notes: string[] } | undefined {
  const now = ctx.sim.clock.nowNanos();
  const made = stored.Lines.flatMap((l) => l.Provisioned);
  const fibre = made.find((p) => p.Kind === 'UFB_order');
  const fibreOrder = fibre && byUuid(ctx.db.ufbOrders, fibre.UUID);
  if (fibreOrder) {
    const step = stepAt(fibreOrder.Timeline, now);
    return {
      provisioning: {
        Kind: 'UFB',
        OrderUUID: fibreOrder.UUID,
        ProductUUID: fibreOrder.ProductUUID,
        State: step.State,
        StateText: fibreDisplayText(step.Substate, step.State),
        Appointment: fibreOrder.Appointment,
        Bookable: fibreOrder.DeletedAtNanos === null && BOOKABLE_ORDER_STATES.includes(step.State),
      },
      status: orderStatus(step.State),
      // Every note on the order reaches its customer: operators write there what the customer should know.
      notes: notesOf(ctx, 'UFB_order', fibreOrder).map((n) => n.Text),
    };
  }
  const fwa = made.find((p) => p.Kind === 'FWA_order');
  const fwaOrder = fwa && byUuid(ctx.db.fwaOrders, fwa.UUID);
  if (fwaOrder) {
    const state = stepAt(fwaOrder.Timeline, now).State;
    return {
      provisioning: {
        Kind: 'FWA',
        OrderUUID: fwaOrder.UUID,
        State: state,
        StateText: FWA_STATE_TEXT[state],
        Appointment: fwaOrder.Appointment,
        Bookable: BOOKABLE_FWA_STATES.includes(state),
      },
      status: fwaOrderStatus(state),
      notes: pastSteps(fwaOrder.Timeline, now)
        .flatMap((s) => (s.Note ? [s.Note] : []))
        .reverse(),
    };
  }
  return undefined;
}

/** Delivery of the physical lines: shipped an hour after payment, delivered once the estimate's last day came. */
function withDelivery(line: ShopOrderLine, createdMs: number, nowMs: number): ShopOrderLine {
  if (!line.DeliveryEstimate) return line;
  const shipped = nowMs >= createdMs + HOUR_MS;
  return { ...line, Shipped: shipped, Delivered: shipped && nzDate(nowMs) >= line.DeliveryEstimate.To };
}

/**
 * A line with every identifier the specification gives it: an item sold in one variant is its own variant, and a
 * line bought without a catalogue or availability entry of its own (a SIM, a modem) names its item for both.
 */
function withIdentifiers(line: ShopOrderLine): AnsweredOrderLine {
  const catalogue = line.ProductCatalogUUID ?? line.ItemUUID;
  return {
    ...line,
    ItemVariantUUID: line.ItemVariantUUID ?? line.ItemUUID,
    ProductCatalogUUID: catalogue,
    ProductAvailabilityUUID: line.ProductAvailabilityUUID ?? catalogue,
  };
}

/** SIMs and modems alone: paid, then shipped, then delivered. */
function deliveryStatus(lines: readonly ShopOrderLine[]): ShopOrderStatus {
  const physical = lines.filter((l) => l.DeliveryEstimate);
  if (!physical.length) return 'COMPLETED';
  if (physical.every((l) => l.Delivered)) return 'delivered';
  if (physical.every((l) => l.Shipped)) return 'SHIPPED';
  return 'PAID';
}

export function shopOrderView(ctx: MockContext, stored: StoredShopOrder): ShopOrder {
  const nowMs = ctx.sim.clock.now();
  const lines = stored.Lines.map((l) => withDelivery(l, stored.CreatedAtNanos / 1_000_000, nowMs));
  const broadband = provisioningOf(ctx, stored);
  return {
    OrderID: stored.UUID,
    OrderNumber: stored.OrderNumber,
    Status: broadband?.status ?? deliveryStatus(lines),
    OrderItems: lines.map(withIdentifiers),
    OrderNotes: broadband?.notes ?? [],
    CustomerUUID: stored.CustomerUUID,
    AmountCents: stored.AmountCents,
    AmountTaxCents: stored.AmountTaxCents,
    CreatedAtNanos: stored.CreatedAtNanos,
    Provisioning: broadband?.provisioning ?? null,
  };
}
