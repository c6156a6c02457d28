import {
  bookableSlot,
  bookFwaInstallation,
  isFinalFwaState,
  NANOS_PER_MS,
  slotsToOffer,
  SPID,
  stepAt,
  type FwaOrder,
  type FwaOrderState,
  type SlotMode,
  type TimeSlot,
} from '@portal/shared';
import { fixtureUuid } from '@portal/fixtures';
import type { MockContext } from '../context';
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

const startMs = (nanos: number) => Math.round(nanos / NANOS_PER_MS);
const slotUuid = (orderUUID: string, startNanos: number) =>
  fixtureUuid(`fwa-slot:${orderUUID}:${startMs(startNanos)}`);

/** Slot starts other live fixed-wireless orders have booked: one installer crew per window. */
function takenStarts(ctx: MockContext, order: FwaOrder): Set<number> {
  const now = ctx.sim.clock.nowNanos();
  const taken = new Set<number>();
  for (const o of ctx.db.fwaOrders.all()) {
    if (!o.Appointment || o.UUID === order.UUID || o.Appointment.EndNanos < now) continue;
    if (isFinalFwaState(stepAt(o.Timeline, now).State)) continue;
    taken.add(startMs(o.Appointment.StartNanos));
  }
  return taken;
}

function liveOrder(ctx: MockContext, order: FwaOrder) {
  const state = stepAt(order.Timeline, ctx.sim.clock.nowNanos()).State;
  if (isFinalFwaState(state)) throw refuse('order_final', state);
}

/** The installation times a fixed-wireless order can book now (five working days, in one window mode if asked). */
export function fwaSlotsFor(
  ctx: MockContext,
  order: FwaOrder,
  mode?: SlotMode,
): { AvailableTimeSlots: TimeSlot[] } {
  liveOrder(ctx, order);
  const taken = takenStarts(ctx, order);
  const own = order.Appointment ? startMs(order.Appointment.StartNanos) : undefined;
  const slots = slotsToOffer(ctx.sim.clock.now(), { days: 5 }).filter((s) => {
    const start = startMs(s.StartNanos);
    return !taken.has(start) && start !== own && (!mode || s.Mode === mode);
  });
  return {
    AvailableTimeSlots: slots.map((s) => ({
      UUID: slotUuid(order.UUID, s.StartNanos),
      OrderUUID: order.UUID,
      SPID,
      Mode: s.Mode,
      StartNanos: s.StartNanos,
      EndNanos: s.EndNanos,
    })),
  };
}

export async function bookFwaSlot(
  ctx: MockContext,
  order: FwaOrder,
  choice: { StartNanos: number; Mode: SlotMode },
): Promise<FwaOrder> {
  liveOrder(ctx, order);
  const now = ctx.sim.clock.nowNanos();
  const slot = bookableSlot(ctx.sim.clock.now(), choice.StartNanos, choice.Mode);
  if (!slot) throw refuse('slot_not_available');
  if (takenStarts(ctx, order).has(startMs(slot.StartNanos))) throw refuse('slot_taken');
  const booked = bookFwaInstallation(order.Timeline, now, slot);
  if (!booked.ok) throw refuse(booked.reason);
  return (await ctx.db.fwaOrders.update(order.UUID, (d) => {
    d.Timeline = booked.timeline;
    d.Appointment = {
      UUID: slotUuid(order.UUID, slot.StartNanos),
      OrderUUID: order.UUID,
      SPID,
      Mode: slot.Mode,
      StartNanos: slot.StartNanos,
      EndNanos: slot.EndNanos,
      BookedAtNanos: now,
    };
  })) as FwaOrder;
}
