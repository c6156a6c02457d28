import { describe, expect, it } from 'vitest';
import { STORE_FIXTURE_IDS } from '@portal/fixtures';
import { isWorkingDay, nzDate } from '@portal/shared';
import { storeMock } from './store.test-kit';

const m = storeMock();
const order = STORE_FIXTURE_IDS.bookableOrder;
const times = (uuid: string, body: object = {}) =>
  m.call('POST', `/UFB_order/${uuid}/get_available_times`, { body });

describe('available times and booking', () => {
  it('offer working days only, from the next day on', async () => {
    const res = await times(order, { Days: 6 });
    expect(res.status).toBe(200);
    const days = [
      ...new Set(res.body.AvailableTimeSlots.map((s: { StartNanos: number }) => nzDate(s.StartNanos / 1e6))),
    ] as string[];
    expect(days).toHaveLength(6);
    expect(days.every(isWorkingDay)).toBe(true);
    expect(days[0]! > nzDate(Date.now())).toBe(true);
    expect(res.body.AvailableTimeSlots[0]).toMatchObject({ OrderUUID: order, SPID: 68, Mode: 'AM' });
  });

  it('book a slot, show it on the order, leave it out for others of the same LFC, and refuse it to them', async () => {
    const [slot] = (await times(order)).body.AvailableTimeSlots;
    const booked = await m.call('POST', `/UFB_order/${order}/book`, {
      body: { StartNanos: slot.StartNanos, Mode: slot.Mode },
    });
    expect(booked.status).toBe(200);
    expect(booked.body.Appointment).toMatchObject({
      StartNanos: slot.StartNanos,
      Mode: slot.Mode,
      OrderUUID: order,
    });
    expect((await m.call('GET', `/UFB_order/${order}`)).body.Appointment.StartNanos).toBe(slot.StartNanos);

    const lfc = booked.body.LFC;
    const others = (
      await m.list('UFB_order', {
        filter: { LFC: lfc, State: ['acknowledged', 'in_progress'] },
        range: [0, 99],
      })
    ).body;
    const other = others.find(
      (o: { UUID: string; Appointment: unknown }) => o.UUID !== order && !o.Appointment,
    );
    const offered = (await times(other.UUID)).body.AvailableTimeSlots.map(
      (s: { StartNanos: number }) => s.StartNanos,
    );
    expect(offered).not.toContain(slot.StartNanos);
    const taken = await m.call('POST', `/UFB_order/${other.UUID}/book`, {
      body: { StartNanos: slot.StartNanos, Mode: slot.Mode },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.err_code).toBe('slot_taken');
  });

  it('rebook a booked order and complete after the visit', async () => {
    const [first, second] = (await times(order)).body.AvailableTimeSlots;
    await m.call('POST', `/UFB_order/${order}/book`, {
      body: { StartNanos: first.StartNanos, Mode: first.Mode },
    });
    const again = await m.call('POST', `/UFB_order/${order}/book`, {
      body: { StartNanos: second.StartNanos, Mode: second.Mode },
    });
    expect(again.body.Appointment.StartNanos).toBe(second.StartNanos);
    m.advance(second.EndNanos / 1e6 - Date.now() + 2 * 3_600_000);
    expect((await m.call('GET', `/UFB_order/${order}`)).body.State).toBe('completed');
  });

  it('refuse times that are not slots, weekends, and finished or deleted orders', async () => {
    const [slot] = (await times(order)).body.AvailableTimeSlots;
    const off = await m.call('POST', `/UFB_order/${order}/book`, {
      body: { StartNanos: slot.StartNanos + 60_000 * 1e6, Mode: slot.Mode },
    });
    expect(off.body.err_code).toBe('slot_not_available');
    const finished = await m.call('POST', `/UFB_order/${STORE_FIXTURE_IDS.order}/book`, {
      body: { StartNanos: slot.StartNanos, Mode: slot.Mode },
    });
    expect(finished.body.err_code).toBe('order_final');
    expect((await times(STORE_FIXTURE_IDS.deletedOrder)).body.err_code).toBe('record_deleted');
  });
});
