import {
  bookableSlot,
  bookOrder,
  contracts,
  isFinalOrderState,
  NANOS_PER_MS,
  slotsToOffer,
  SPID,
  stepAt,
  type FibreOrder,
  type SlotMode,
  type TimeSlot,
} from '@portal/shared';
import { fixtureUuid } from '@portal/fixtures';
import type { MockContext } from '../../context';
import { route } from '../../http/route';
import type { HandlerGroup } from '../types';
import { mustFind, nowNanos, operatorName, refuse } from './common';
import { followOrder } from './fibre-orders';
import { orderView } from './views';

const c = contracts.store;
const slotUuid = (orderUUID: string, startNanos: number) =>
  fixtureUuid(`slot:${orderUUID}:${Math.round(startNanos / NANOS_PER_MS)}`);

/**
 * Slot starts (in ms) another live order of the same LFC has booked: one technician per LFC and window, so a
 * booked slot is not offered again.
 */
function takenStarts(ctx: MockContext, order: FibreOrder): Set<number> {
  const now = nowNanos(ctx);
  const taken = new Set<number>();
  for (const o of ctx.db.ufbOrders.all()) {
    if (!o.Appointment || o.UUID === order.UUID || o.LFC !== order.LFC || o.DeletedAtNanos !== null) continue;
    if (o.Appointment.EndNanos < now || isFinalOrderState(stepAt(o.Timeline, now).State)) continue;
    taken.add(Math.round(o.Appointment.StartNanos / NANOS_PER_MS));
  }
  return taken;
}

/** The order must be live: not deleted, not finished. */
function liveOrder(order: FibreOrder, now: number) {
  if (order.DeletedAtNanos !== null) throw refuse('record_deleted');
  const state = stepAt(order.Timeline, now).State;
  if (isFinalOrderState(state)) throw refuse('order_final', state);
}

/** The times `order` can book now: the working days asked for, without slots other orders of its LFC took. */
export function fibreSlotsFor(ctx: MockContext, order: FibreOrder, opts: { from?: string; days: number }) {
  const now = nowNanos(ctx);
  liveOrder(order, now);
  const taken = takenStarts(ctx, order);
  const own = order.Appointment ? Math.round(order.Appointment.StartNanos / NANOS_PER_MS) : undefined;
  const slots = slotsToOffer(ctx.sim.clock.now(), opts).filter((s) => {
    const start = Math.round(s.StartNanos / NANOS_PER_MS);
    return !taken.has(start) && start !== own;
  });
  return {
    AvailableTimeSlots: slots.map((s): TimeSlot => ({
      UUID: slotUuid(order.UUID, s.StartNanos),
      OrderUUID: order.UUID,
      SPID,
      Mode: s.Mode,
      StartNanos: s.StartNanos,
      EndNanos: s.EndNanos,
    })),
  };
}

/** Books a slot for `order` (an operator's or its customer's choice); the order's timeline and product follow. */
export async function bookFibreSlot(
  ctx: MockContext,
  order: FibreOrder,
  choice: { StartNanos: number; Mode: SlotMode },
  by?: string,
): Promise<FibreOrder> {
  const now = nowNanos(ctx);
  liveOrder(order, now);
  const slot = bookableSlot(ctx.sim.clock.now(), choice.StartNanos, choice.Mode);
  if (!slot) throw refuse('slot_not_available');
  if (takenStarts(ctx, order).has(Math.round(slot.StartNanos / NANOS_PER_MS))) throw refuse('slot_taken');
  const booked = bookOrder(order.Timeline, now, slot, by);
  if (!booked.ok) throw refuse(booked.reason, booked.from);
  const updated = (await ctx.db.ufbOrders.update(order.UUID, (d) => {
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
    d.UpdatedAtNanos = now;
  })) as FibreOrder;
  if (booked.changed) await followOrder(ctx, updated, booked.timeline);
  return updated;
}

export const appointmentHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.orderAvailableTimes, ({ params, body }) =>
    fibreSlotsFor(ctx, mustFind(ctx.db.ufbOrders, params.uuid), { from: body.From, days: body.Days }),
  ),
  route(ctx, c.orderBook, async ({ params, body, session }) =>
    orderView(
      await bookFibreSlot(ctx, mustFind(ctx.db.ufbOrders, params.uuid), body, operatorName(session)),
      nowNanos(ctx),
    ),
  ),
];
