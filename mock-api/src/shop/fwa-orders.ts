import {
  addDays,
  bookFwaInstallation,
  isFinalFwaState,
  NANOS_PER_MS,
  nzDate,
  stepAt,
  type FwaOrder,
  type FwaOrderState,
  type SlotMode,
  type TimeSlot,
} from '@portal/shared';
import { fixtureUuid } from '@portal/fixtures';
import type { MockContext } from '../context';
import {
  appointmentOf,
  chooseSlot,
  offerSlots,
  takenSlotStarts,
} from '../handlers/provider-store/appointments';
import { refuse } from '../handlers/provider-store/common';

/** How a fixed-wireless order's state reads to its customer. */
export const FWA_STATE_TEXT: Record<FwaOrderState, string> = {
  received: 'Received',
  site_check: 'Checking the signal at your address',
  modem_dispatched: 'Modem on its way',
  installation_booked: 'Installation booked',
  completed: 'Active',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const slotUuid = (orderUUID: string, startNanos: number) =>
  fixtureUuid(`fwa-slot:${orderUUID}:${Math.round(startNanos / NANOS_PER_MS)}`);

/** Slot starts other live fixed-wireless orders have booked: one installer crew per window. */
function takenStarts(ctx: MockContext, order: FwaOrder): Set<number> {
  const now = ctx.sim.clock.nowNanos();
  const others = ctx.db.fwaOrders
    .all()
    .filter((o) => o.UUID !== order.UUID && !isFinalFwaState(stepAt(o.Timeline, now).State));
  return takenSlotStarts(others, now);
}

function liveOrder(ctx: MockContext, order: FwaOrder) {
  const state = stepAt(order.Timeline, ctx.sim.clock.nowNanos()).State;
  if (isFinalFwaState(state)) throw refuse('order_final', state);
}

/**
 * The first day an installation can be: the day after the last day the order's modem may be delivered (the
 * technician installs the modem the customer has). Any day when nothing is on its way.
 */
export function firstInstallationDay(ctx: MockContext, order: FwaOrder): string | undefined {
  const lines = ctx.db.shopOrders.find(order.ShopOrderUUID)?.Lines ?? [];
  const lastDelivery = lines
    .flatMap((l) => (l.DeliveryEstimate ? [l.DeliveryEstimate.To] : []))
    .sort()
    .at(-1);
  return lastDelivery ? addDays(lastDelivery, 1) : undefined;
}

/**
 * The installation times a fixed-wireless order can book now (five working days, in one window mode if asked),
 * none before its modem's delivery window has passed.
 */
export function fwaSlotsFor(
  ctx: MockContext,
  order: FwaOrder,
  mode?: SlotMode,
): { AvailableTimeSlots: TimeSlot[] } {
  liveOrder(ctx, order);
  const from = firstInstallationDay(ctx, order);
  return offerSlots(ctx, order, takenStarts(ctx, order), {
    days: 5,
    ...(from ? { from } : {}),
    ...(mode ? { mode } : {}),
    slotUuid: (start) => slotUuid(order.UUID, start),
  });
}

export async function bookFwaSlot(
  ctx: MockContext,
  order: FwaOrder,
  choice: { StartNanos: number; Mode: SlotMode },
): Promise<FwaOrder> {
  liveOrder(ctx, order);
  const now = ctx.sim.clock.nowNanos();
  const slot = chooseSlot(ctx, choice, takenStarts(ctx, order));
  const from = firstInstallationDay(ctx, order);
  if (from && nzDate(slot.StartNanos / NANOS_PER_MS) < from) throw refuse('slot_not_available');
  const booked = bookFwaInstallation(order.Timeline, now, slot);
  if (!booked.ok) throw refuse(booked.reason);
  return (await ctx.db.fwaOrders.update(order.UUID, (d) => {
    d.Timeline = booked.timeline;
    d.Appointment = appointmentOf(order.UUID, slot, slotUuid(order.UUID, slot.StartNanos), now);
  })) as FwaOrder;
}
