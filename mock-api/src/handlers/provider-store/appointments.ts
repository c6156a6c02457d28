import {
  bookableSlot,
  bookOrder,
  contracts,
  isFinalOrderState,
  NANOS_PER_MS,
  slotsToOffer,
  SPID,
  stepAt,
  unbookOrder,
  type Actor,
  type Appointment,
  type FibreOrder,
  type SlotMode,
  type SlotTime,
  type TimeSlot,
} from '@portal/shared';
import { fixtureUuid } from '@portal/fixtures';
import type { MockContext } from '../../context';
import { route } from '../../http/route';
import type { HandlerGroup } from '../types';
import { mustFind, nowNanos, refuse } from './common';
import { followOrder } from './fibre-orders';
import { customerActor, operatorActor, recordOrderEvent, windowText } from './order-events';
import { orderView } from './views';

const c = contracts.store;
const startMs = (nanos: number) => Math.round(nanos / NANOS_PER_MS);
const slotUuid = (orderUUID: string, startNanos: number) =>
  fixtureUuid(`slot:${orderUUID}:${startMs(startNanos)}`);

/** An order that books installation windows: its id and the appointment it holds, if any. */
interface BookingOrder {
  UUID: string;
  Appointment: Appointment | null;
}

/** Slot starts (in ms) that `others` hold with appointments not yet over: one crew per window among them. */
export function takenSlotStarts(others: Iterable<BookingOrder>, nowNanos: number): Set<number> {
  const taken = new Set<number>();
  for (const o of others) {
    if (o.Appointment && o.Appointment.EndNanos >= nowNanos) taken.add(startMs(o.Appointment.StartNanos));
  }
  return taken;
}

/**
 * The times `order` can book now: the working days asked for (in one window mode if asked), without the slots
 * taken by others and the one it holds already.
 */
export function offerSlots(
  ctx: MockContext,
  order: BookingOrder,
  taken: Set<number>,
  opts: { from?: string; days: number; mode?: SlotMode; slotUuid: (startNanos: number) => string },
): { AvailableTimeSlots: TimeSlot[] } {
  const own = order.Appointment ? startMs(order.Appointment.StartNanos) : undefined;
  const slots = slotsToOffer(ctx.sim.clock.now(), opts).filter((s) => {
    const start = startMs(s.StartNanos);
    return !taken.has(start) && start !== own && (!opts.mode || s.Mode === opts.mode);
  });
  return {
    AvailableTimeSlots: slots.map((s) => ({
      UUID: opts.slotUuid(s.StartNanos),
      OrderUUID: order.UUID,
      SPID,
      Mode: s.Mode,
      StartNanos: s.StartNanos,
      EndNanos: s.EndNanos,
    })),
  };
}

/** The chosen slot, if it can be booked now and nobody holds it; refused otherwise. */
export function chooseSlot(
  ctx: MockContext,
  choice: { StartNanos: number; Mode: SlotMode },
  taken: Set<number>,
): SlotTime {
  const slot = bookableSlot(ctx.sim.clock.now(), choice.StartNanos, choice.Mode);
  if (!slot) throw refuse('slot_not_available');
  if (taken.has(startMs(slot.StartNanos))) throw refuse('slot_taken');
  return slot;
}

/** The appointment an order holds once `slot` is booked at `nowNanos`. */
export const appointmentOf = (
  orderUUID: string,
  slot: SlotTime,
  uuid: string,
  nowNanos: number,
): Appointment => ({
  UUID: uuid,
  OrderUUID: orderUUID,
  SPID,
  Mode: slot.Mode,
  StartNanos: slot.StartNanos,
  EndNanos: slot.EndNanos,
  BookedAtNanos: nowNanos,
});

/** Another live order of the same LFC: one technician per LFC and window, so its slot is not offered again. */
function takenStarts(ctx: MockContext, order: FibreOrder): Set<number> {
  const now = nowNanos(ctx);
  const others = ctx.db.ufbOrders
    .all()
    .filter(
      (o) =>
        o.UUID !== order.UUID &&
        o.LFC === order.LFC &&
        o.DeletedAtNanos === null &&
        !isFinalOrderState(stepAt(o.Timeline, now).State),
    );
  return takenSlotStarts(others, now);
}

/** The order must be live: not deleted, not finished. */
function liveOrder(order: FibreOrder, now: number) {
  if (order.DeletedAtNanos !== null) throw refuse('record_deleted');
  const state = stepAt(order.Timeline, now).State;
  if (isFinalOrderState(state)) throw refuse('order_final', state);
}

/** The times `order` can book now: the working days asked for, without slots other orders of its LFC took. */
export function fibreSlotsFor(ctx: MockContext, order: FibreOrder, opts: { from?: string; days: number }) {
  liveOrder(order, nowNanos(ctx));
  return offerSlots(ctx, order, takenStarts(ctx, order), {
    ...opts,
    slotUuid: (start) => slotUuid(order.UUID, start),
  });
}

/**
 * Books a slot for `order` (an operator's choice, or its customer's when no operator is named); the order's
 * timeline and product follow, and its history says who booked or moved it, and why.
 */
export async function bookFibreSlot(
  ctx: MockContext,
  order: FibreOrder,
  choice: { StartNanos: number; Mode: SlotMode; Reason?: string },
  actor: Actor = customerActor('customer', order),
): Promise<FibreOrder> {
  const now = nowNanos(ctx);
  liveOrder(order, now);
  const slot = chooseSlot(ctx, choice, takenStarts(ctx, order));
  const by = actor.Kind === 'operator' ? actor.Name : undefined;
  const booked = bookOrder(order.Timeline, now, slot, by);
  if (!booked.ok) throw refuse(booked.reason, booked.from);
  const updated = (await ctx.db.ufbOrders.update(order.UUID, (d) => {
    d.Timeline = booked.timeline;
    d.Appointment = appointmentOf(order.UUID, slot, slotUuid(order.UUID, slot.StartNanos), now);
    d.UpdatedAtNanos = now;
  })) as FibreOrder;
  if (booked.changed) await followOrder(ctx, updated, booked.timeline);
  await recordOrderEvent(ctx, order.UUID, {
    Kind: order.Appointment ? 'moved' : 'booked',
    Actor: actor,
    Text: choice.Reason ?? '',
    Changes: [
      {
        Field: 'Appointment',
        Old: order.Appointment ? windowText(order.Appointment) : '',
        New: windowText(slot),
      },
    ],
  });
  return updated;
}

/** Cancels `order`'s appointment before it starts: the order waits for a site visit again, and says why. */
export async function cancelFibreAppointment(
  ctx: MockContext,
  order: FibreOrder,
  reason: string,
  actor: Actor,
): Promise<FibreOrder> {
  const now = nowNanos(ctx);
  if (order.DeletedAtNanos !== null) throw refuse('record_deleted');
  if (!order.Appointment) throw refuse('no_appointment');
  const change = unbookOrder(order.Timeline, now, order.Appointment, { Note: reason, By: actor.Name });
  if (!change.ok) throw refuse(change.reason, change.from);
  const previous = order.Appointment;
  const updated = (await ctx.db.ufbOrders.update(order.UUID, (d) => {
    d.Timeline = change.timeline;
    d.Appointment = null;
    d.UpdatedAtNanos = now;
  })) as FibreOrder;
  await followOrder(ctx, updated, change.timeline);
  await recordOrderEvent(ctx, order.UUID, {
    Kind: 'appointment_cancelled',
    Actor: actor,
    Text: reason,
    Changes: [{ Field: 'Appointment', Old: windowText(previous), New: '' }],
  });
  return updated;
}

export const appointmentHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.orderAvailableTimes, ({ params, body }) =>
    fibreSlotsFor(ctx, mustFind(ctx.db.ufbOrders, params.uuid), { from: body.From, days: body.Days }),
  ),
  route(ctx, c.orderBook, async ({ params, body, session }) =>
    orderView(
      await bookFibreSlot(ctx, mustFind(ctx.db.ufbOrders, params.uuid), body, operatorActor(session)),
      nowNanos(ctx),
    ),
  ),
  route(ctx, contracts.storeWork.cancelAppointment, async ({ params, body, session }) =>
    orderView(
      await cancelFibreAppointment(
        ctx,
        mustFind(ctx.db.ufbOrders, params.uuid),
        body.Reason,
        operatorActor(session),
      ),
      nowNanos(ctx),
    ),
  ),
];
