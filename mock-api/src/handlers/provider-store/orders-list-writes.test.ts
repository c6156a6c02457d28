import { describe, expect, it } from 'vitest';
import { STORE_FIXTURE_IDS } from '@portal/fixtures';
import { ADMIN, fibreOrderBody, storeMock } from './store.test-kit';

const m = storeMock();

/** A page of the orders list and its total, as the console asks for it. */
async function orders(filter: object, sort: [string, string] = ['Address.Formatted', 'ASC']) {
  const res = await m.list('UFB_order', { filter, sort, range: [0, 24] });
  expect(res.status).toBe(200);
  return {
    ids: res.body.map((o: { UUID: string }) => o.UUID) as string[],
    total: Number(res.headers.get('content-range')?.split('/')[1]),
  };
}

const moveTo = (uuid: string, formatted: string) =>
  m.call('PUT', `/UFB_order/${uuid}`, { body: { Address: { Formatted: formatted } } });

describe('the orders list after writes', () => {
  it('sorts and searches by what an order holds now', async () => {
    const id = STORE_FIXTURE_IDS.order;
    // Read first, so the list's order and search text exist before the edits.
    expect((await orders({ q: 'aardvark' })).total).toBe(0);
    expect((await orders({})).ids[0]).not.toBe(id);

    expect((await moveTo(id, '1 Aardvark Lane, Te Aro, Wellington 6011')).status).toBe(200);
    expect((await orders({})).ids[0]).toBe(id);
    expect(await orders({ q: 'AARDVARK lane' })).toEqual({ ids: [id], total: 1 });

    await moveTo(id, 'Zzyzx Road 9, Te Aro, Wellington 6011');
    expect((await orders({ q: 'aardvark' })).total).toBe(0);
    expect((await orders({ q: 'zzyzx' })).ids).toEqual([id]);
    expect((await orders({}, ['Address.Formatted', 'DESC'])).ids[0]).toBe(id);
    expect((await orders({})).ids).not.toContain(id);
  });

  it('hides a deleted order, shows it in the trash, restores it, and forgets a purged one', async () => {
    const id = STORE_FIXTURE_IDS.order;
    await moveTo(id, '1 Aardvark Lane, Te Aro, Wellington 6011');
    const live = await orders({});
    expect(live.ids[0]).toBe(id);

    expect((await m.call('DELETE', `/UFB_order/${id}`)).status).toBe(200);
    const after = await orders({});
    expect(after.ids).not.toContain(id);
    expect(after.total).toBe(live.total - 1);
    expect((await orders({ deleted: true, q: 'aardvark' })).ids).toEqual([id]);

    await m.call('PUT', `/UFB_order/${id}`, { body: { DeletedAtNanos: null } });
    expect(await orders({})).toEqual(live);

    await m.call('DELETE', `/UFB_order/${id}`);
    expect((await m.call('DELETE', `/UFB_order/${id}/purge`, { as: ADMIN })).status).toBe(200);
    expect((await orders({ deleted: true, q: 'aardvark' })).total).toBe(0);
    expect((await orders({})).total).toBe(live.total - 1);
  });

  it('lists a new order first by creation, in the state the clock gives it', async () => {
    const before = await orders({}, ['CreatedAtNanos', 'DESC']);
    const created = await m.call('POST', '/UFB_order', {
      body: fibreOrderBody('7 Quokka Crescent, Te Aro, Wellington 6011'),
    });
    const id = created.body.UUID as string;
    const now = await orders({}, ['CreatedAtNanos', 'DESC']);
    expect(now.ids[0]).toBe(id);
    expect(now.total).toBe(before.total + 1);
    expect((await orders({ q: 'quokka', State: 'created' })).ids).toEqual([id]);

    m.advance(20 * 60_000);
    expect((await orders({ q: 'quokka', State: 'created' })).total).toBe(0);
    expect((await orders({ q: 'quokka', State: ['acknowledged', 'in_progress'] })).ids).toEqual([id]);
  });

  it('follows a bulk load and a reset', async () => {
    const fixtures = await orders({ deleted: false });
    const generated = await fetch('http://api.test/__mock/generate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orders: 300, replace: true }),
    });
    expect(generated.status).toBe(200);
    const live = await orders({}, ['OrderNumber', 'ASC']);
    const trash = await orders({ deleted: true }, ['OrderNumber', 'ASC']);
    expect(live.total + trash.total).toBe(300);
    expect(live.ids).not.toContain(STORE_FIXTURE_IDS.order);

    expect((await fetch('http://api.test/__mock/reset', { method: 'POST' })).status).toBe(200);
    expect(await orders({ deleted: false })).toEqual(fixtures);
  });
});
