import {
  contracts,
  installationDay,
  LFC_NAMES,
  NANOS_PER_MS,
  SLOT_CAPACITY,
  slotsOf,
  stepAt,
  workingDaysWithin,
  type FibreOrder,
  type Schedule,
  type ScheduledAppointment,
} from '@portal/shared';
import type { MockContext } from '../../context';
import { route } from '../../http/route';
import type { HandlerGroup } from '../types';
import { nowNanos } from './common';

const startMs = (nanos: number) => Math.round(nanos / NANOS_PER_MS);

/**
 * The installations of the working days among `days` calendar days from `from`: every window with the live
 * orders' appointments in it (a cancelled, failed or deleted order sends no crew) and the LFCs whose crew is free.
 */
export function scheduleOf(orders: Iterable<FibreOrder>, now: number, from: string, days: number): Schedule {
  const dates = workingDaysWithin(from, days);
  const windows = new Map(dates.flatMap(slotsOf).map((s) => [startMs(s.StartNanos), s]));
  const booked = new Map<number, ScheduledAppointment[]>();
  for (const o of orders) {
    const a = o.Appointment;
    if (!a || o.DeletedAtNanos !== null || !windows.has(startMs(a.StartNanos))) continue;
    const state = stepAt(o.Timeline, now).State;
    if (state === 'cancelled' || state === 'failed') continue;
    const entry: ScheduledAppointment = {
      ...a,
      OrderNumber: o.OrderNumber,
      CustomerName: o.CustomerName,
      Address: o.Address.Formatted,
      LFC: o.LFC,
      State: state,
    };
    const key = startMs(a.StartNanos);
    booked.set(key, [...(booked.get(key) ?? []), entry]);
  }
  return {
    From: from,
    Days: dates.map((Date) => ({
      Date,
      Slots: slotsOf(Date).map((s) => {
        const appointments = (booked.get(startMs(s.StartNanos)) ?? []).sort((x, y) =>
          x.LFC.localeCompare(y.LFC),
        );
        const busy = new Set(appointments.map((a) => a.LFC));
        const free = LFC_NAMES.filter((l) => !busy.has(l));
        return {
          Mode: s.Mode,
          StartNanos: s.StartNanos,
          EndNanos: s.EndNanos,
          Capacity: SLOT_CAPACITY,
          Free: free.length,
          FreeLFCs: free,
          Appointments: appointments,
        };
      }),
    })),
  };
}

export function scheduleFor(ctx: MockContext, query: { From?: string; Days: number }): Schedule {
  const now = nowNanos(ctx);
  return scheduleOf(
    ctx.db.ufbOrders.values(),
    now,
    query.From ?? installationDay(ctx.sim.clock.now()),
    query.Days,
  );
}

export const scheduleHandlers: HandlerGroup = (ctx) => [
  route(ctx, contracts.storeWork.schedule, ({ query }) => scheduleFor(ctx, query)),
];
