import { describe, expect, it } from 'vitest';
import { STORE_FIXTURE_IDS } from '@portal/fixtures';
import { ADMIN, CUSTOMER, storeMock } from './store.test-kit';

const m = storeMock();

describe('soft delete, restore and purge', () => {
  it('hide a deleted record from lists unless the deleted filter is on, and restore it with PUT', async () => {
    const id = STORE_FIXTURE_IDS.lfcProduct;
    const deleted = await m.call('DELETE', `/lfc_product/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.DeletedAtNanos).toBeGreaterThan(0);
    const visible = await m.list('lfc_product', { range: [0, 99] });
    expect(visible.body.map((p: { id: string }) => p.id)).not.toContain(id);
    const trash = await m.list('lfc_product', { filter: { deleted: true }, range: [0, 99] });
    expect(trash.body.map((p: { id: string }) => p.id)).toContain(id);
    expect((await m.call('GET', `/lfc_product/${id}`)).body.id).toBe(id);

    const edit = await m.call('PUT', `/lfc_product/${id}`, { body: { Name: 'Renamed' } });
    expect(edit.status).toBe(409);
    expect(edit.body.err_code).toBe('record_deleted');
    const restored = await m.call('PUT', `/lfc_product/${id}`, {
      body: { DeletedAtNanos: null, Name: 'Renamed' },
    });
    expect(restored.body).toMatchObject({ DeletedAtNanos: null, Name: 'Renamed' });
    expect((await m.list('lfc_product', { range: [0, 99] })).body.map((p: { id: string }) => p.id)).toContain(
      id,
    );
  });

  it('purge only what was deleted first (409), only as an admin (403), with its notes', async () => {
    const live = await m.call('DELETE', `/UFB_order/${STORE_FIXTURE_IDS.order}/purge`, { as: ADMIN });
    expect(live.status).toBe(409);
    expect(live.body.err_message).toBe('Only a deleted record can be purged. Delete it first.');

    const id = STORE_FIXTURE_IDS.deletedOrder;
    expect((await m.call('DELETE', `/UFB_order/${id}/purge`)).status).toBe(403);
    const notes = (await m.call('GET', `/ufb_order/${id}/note`)).body.Notes.length;
    expect(notes).toBeGreaterThan(0);
    const purged = await m.call('DELETE', `/UFB_order/${id}/purge`, { as: ADMIN });
    expect(purged.body).toEqual({ UUID: id, Purged: true, NotesRemoved: notes });
    expect((await m.call('GET', `/UFB_order/${id}`)).status).toBe(404);
    expect(m.ctx.db.storeNotes.where((n) => n.ParentUUID === id)).toEqual([]);

    const product = await m.call('DELETE', `/UFB/${STORE_FIXTURE_IDS.deletedProduct}/purge`, { as: ADMIN });
    expect(product.body.Purged).toBe(true);
    const lfc = await m.call('DELETE', `/lfc_product/${STORE_FIXTURE_IDS.deletedLfcProduct}/purge`, {
      as: ADMIN,
    });
    expect(lfc.body).toMatchObject({ Purged: true, NotesRemoved: 0 });
  });
});

describe('roles', () => {
  it('let operators and admins in, and refuse customers with 403', async () => {
    expect((await m.list('UFB_order', {}, CUSTOMER)).status).toBe(403);
    expect((await m.list('UFB_order', {}, ADMIN)).status).toBe(200);
    const noToken = await m.raw('GET', '/v3/68/UFB_order');
    expect(noToken.status).toBe(401);
    const bearer = await m.raw('GET', '/v3/68/UFB', {
      headers: { authorization: `Bearer ${await m.tokenOf(ADMIN)}` },
    });
    expect(bearer.status).toBe(200);
  });
});
