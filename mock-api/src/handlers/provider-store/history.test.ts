import { describe, expect, it } from 'vitest';
import { personaCustomerUuid, planUuid, STORE_FIXTURE_IDS } from '@portal/fixtures';
import { ADMIN, fibreOrderBody, storeMock } from './store.test-kit';

const m = storeMock();
interface Entry {
  Kind: string;
  AtNanos: number;
  Actor: { Kind: string; Name: string };
  Text: string;
  Changes: { Field: string; Old: string; New: string }[];
  State?: string;
}
const history = async (uuid: string, query = '') =>
  (await m.call('GET', `/UFB_order/${uuid}/history${query}`)).body as { Entries: Entry[]; Total: number };

describe('an order’s history', () => {
  it('names who did what and when: the operator’s creation, the simulation’s steps, notes, bookings and edits', async () => {
    const created = (
      await m.call('POST', '/UFB_order', { body: fibreOrderBody('7 Cuba Street, Te Aro, Wellington 6011') })
    ).body;
    const first = await history(created.UUID);
    expect(first.Entries).toEqual([
      expect.objectContaining({
        Kind: 'created',
        Actor: expect.objectContaining({ Kind: 'operator', Name: 'Olivia Operator' }),
      }),
    ]);
    // The clock moves the order on by itself: the simulation's steps appear as it reaches them.
    m.advance(9 * 3_600_000);
    await m.call('POST', `/ufb_order/${created.UUID}/note`, { body: { Text: 'Called the customer.' } });
    await m.call('PUT', `/UFB_order/${created.UUID}`, {
      body: { ExternalReference: { SiteContactName: 'Mere Parata' } },
    });
    const later = await history(created.UUID);
    const kinds = later.Entries.map((e) => e.Kind);
    expect(kinds).toContain('note');
    expect(kinds).toContain('edited');
    const steps = later.Entries.filter((e) => e.Kind === 'state');
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((s) => s.Actor.Kind === 'simulation')).toBe(true);
    const edit = later.Entries.find((e) => e.Kind === 'edited') as Entry;
    expect(edit.Changes).toEqual([
      { Field: 'ExternalReference.SiteContactName', Old: expect.any(String), New: 'Mere Parata' },
    ]);
    expect(edit.Actor.Name).toBe('Olivia Operator');
    // Newest first.
    const times = later.Entries.map((e) => e.AtNanos);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('names the customer who ordered in the shop as the order’s creator', async () => {
    const placed = (await (
      await fetch('http://api.test/__mock/shop/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          CustomerUUID: personaCustomerUuid('new'),
          Lines: [
            {
              ServiceType: 'UFB',
              ItemUUID: planUuid('max'),
              Name: 'Fibre Max',
              PriceCents: 9900,
              UFBPlanUUID: planUuid('max'),
              ServiceAddress: '12 Queen Street, Auckland Central, Auckland 1010',
            },
          ],
        }),
      })
    ).json()) as { Provisioning: { OrderUUID: string } };
    const { Entries } = await history(placed.Provisioning.OrderUUID);
    expect(Entries.at(-1)).toMatchObject({ Kind: 'created', Actor: { Kind: 'shop' } });
    expect(Entries.at(-1)?.Actor.Name).toMatch(/\S/);
  });

  it('keeps a booking and its move with the window before and after and the reason', async () => {
    const order = STORE_FIXTURE_IDS.bookableOrder;
    const [a, b] = (await m.call('POST', `/UFB_order/${order}/get_available_times`, { body: {} })).body
      .AvailableTimeSlots;
    await m.call('POST', `/UFB_order/${order}/book`, { body: { StartNanos: a.StartNanos, Mode: a.Mode } });
    m.advance(60_000);
    await m.call('POST', `/UFB_order/${order}/book`, {
      body: { StartNanos: b.StartNanos, Mode: b.Mode, Reason: 'Customer asked' },
    });
    const { Entries } = await history(order);
    const moved = Entries.find((e) => e.Kind === 'moved') as Entry;
    expect(moved.Text).toBe('Customer asked');
    expect(moved.Changes[0]?.Field).toBe('Appointment');
    expect(moved.Changes[0]?.Old).not.toBe(moved.Changes[0]?.New);
    expect(Entries.findIndex((e) => e.Kind === 'moved')).toBeLessThan(
      Entries.findIndex((e) => e.Kind === 'booked'),
    );
  });

  it('pages, and goes with the order only when an admin purges it', async () => {
    const order = STORE_FIXTURE_IDS.deletedOrder;
    const all = await history(order, '?PageSize=100');
    expect(all.Total).toBeGreaterThan(1);
    const page2 = await history(order, '?PageSize=1&PageNumber=2');
    expect(page2.Entries).toEqual([all.Entries[1]]);
    expect(page2.Total).toBe(all.Total);
    const byOperator = await m.call('DELETE', `/UFB_order/${order}/purge`);
    expect(byOperator.status).toBe(403);
    expect((await history(order)).Total).toBe(all.Total);
    expect((await m.call('DELETE', `/UFB_order/${order}/purge`, { as: ADMIN })).status).toBe(200);
    expect((await m.call('GET', `/UFB_order/${order}/history`)).status).toBe(404);
  });
});
