import { describe, expect, it } from 'vitest';
import { STORE_FIXTURE_IDS } from '@portal/fixtures';
import { installationDay, isWorkingDay, LFC_NAMES } from '@portal/shared';
import { storeMock } from './store.test-kit';

const m = storeMock();
const order = STORE_FIXTURE_IDS.bookableOrder;
interface Slot {
  StartNanos: number;
  Mode: 'AM' | 'PM';
  Free: number;
  FreeLFCs: string[];
  Appointments: { OrderUUID: string; OrderNumber: string; LFC: string; Address: string }[];
}
const schedule = async (query = '') => (await m.call('GET', `/schedule${query}`)).body;
const slots = (s: { Days: { Slots: Slot[] }[] }) => s.Days.flatMap((d) => d.Slots);

describe('the installation schedule', () => {
  it('shows the working days of the week from the installation day, each window with its free crews', async () => {
    const week = await schedule();
    const day = installationDay(m.nowNanos() / 1e6);
    expect(week.From).toBe(day);
    expect(week.Days.length).toBeGreaterThanOrEqual(5);
    expect(week.Days.every((d: { Date: string }) => isWorkingDay(d.Date))).toBe(true);
    const first = week.Days[0];
    expect(first.Slots).toHaveLength(4);
    // The fixtures book a few installations on the installation day, each with where the crew goes.
    const booked = first.Slots.flatMap((s: Slot) => s.Appointments);
    expect(booked.length).toBeGreaterThanOrEqual(3);
    expect(booked[0]).toMatchObject({
      OrderNumber: expect.stringMatching(/^(UFB|ORD)-/),
      Address: expect.any(String),
    });
    for (const s of slots(week)) {
      expect(s.Free).toBe(LFC_NAMES.length - s.Appointments.length);
      expect(s.FreeLFCs).not.toContain(s.Appointments[0]?.LFC);
    }
  });

  it('moves an appointment into a free window; a second order of the LFC moving there is refused', async () => {
    const lfc = (await m.call('GET', `/UFB_order/${order}`)).body.LFC;
    const from = (await schedule('?Days=14')) as { Days: { Date: string; Slots: Slot[] }[] };
    const target = slots(from)
      .filter((s) => s.StartNanos / 1e6 > m.nowNanos() / 1e6 + 86_400_000 && s.FreeLFCs.includes(lfc))
      .at(-1) as Slot;
    const moved = await m.call('POST', `/UFB_order/${order}/book`, {
      body: { StartNanos: target.StartNanos, Mode: target.Mode, Reason: 'Customer asked for later' },
    });
    expect(moved.status).toBe(200);
    const after = slots(await schedule('?Days=14')).find((s) => s.StartNanos === target.StartNanos) as Slot;
    expect(after.Appointments.map((a) => a.OrderUUID)).toContain(order);
    expect(after.FreeLFCs).not.toContain(lfc);
    expect(after.Free).toBe(target.Free - 1);

    const other = (
      await m.list('UFB_order', { filter: { LFC: lfc, State: ['acknowledged'] }, range: [0, 50] })
    ).body.find((o: { UUID: string }) => o.UUID !== order);
    const clash = await m.call('POST', `/UFB_order/${other.UUID}/book`, {
      body: { StartNanos: target.StartNanos, Mode: target.Mode },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.err_code).toBe('slot_taken');
  });

  it('cancels an appointment with a reason: the window is free again and the order wants a site visit', async () => {
    const [slot] = (await m.call('POST', `/UFB_order/${order}/get_available_times`, { body: {} })).body
      .AvailableTimeSlots;
    await m.call('POST', `/UFB_order/${order}/book`, {
      body: { StartNanos: slot.StartNanos, Mode: slot.Mode },
    });
    const cancelled = await m.call('POST', `/UFB_order/${order}/cancel_appointment`, {
      body: { Reason: 'Customer is away that week' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      Appointment: null,
      Substate: 'RequiresSiteVisit',
      NeedsAttention: true,
    });
    const window = slots(await schedule('?Days=14')).find((s) => s.StartNanos === slot.StartNanos) as Slot;
    expect(window.Appointments.map((a) => a.OrderUUID)).not.toContain(order);

    const again = await m.call('POST', `/UFB_order/${order}/cancel_appointment`, {
      body: { Reason: 'Twice' },
    });
    expect(again.status).toBe(409);
    expect(again.body.err_code).toBe('no_appointment');
    const blank = await m.call('POST', `/UFB_order/${order}/cancel_appointment`, { body: { Reason: ' ' } });
    expect(blank.status).toBe(400);
  });
});
