import { describe, expect, it } from 'vitest';
import { STORE_FIXTURE_IDS } from '@portal/fixtures';
import { ORDER_FAILURE_REASONS } from '@portal/shared';
import { fibreOrderBody, storeMock } from './store.test-kit';

const m = storeMock();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const newOrder = (headers?: Record<string, string>) =>
  m.call('POST', '/UFB_order', {
    body: fibreOrderBody('5 Cuba Street, Te Aro, Wellington 6011'),
    headers,
  });

describe('fibre order lifecycle in virtual time', () => {
  it('moves created → acknowledged → in progress → completed by the clock, and completion activates the product', async () => {
    const created = await newOrder();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ State: 'created', Status: 'CONFIRMED', id: created.body.UUID });
    const uuid = created.body.UUID;
    const product = await m.call('GET', `/UFB/${created.body.ProductUUID}`);
    expect(product.body).toMatchObject({ State: 'created', StateDescription: 'created', Status: 2 });

    m.advance(20 * 60_000);
    expect((await m.call('GET', `/UFB_order/${uuid}`)).body.State).toBe('acknowledged');
    // Hour by hour: whichever way the plan goes, an operator resumes an order that stops for attention.
    const seen = new Set<string>();
    for (let hour = 0; hour < 8 * 24; hour += 1) {
      m.advance(HOUR);
      const now = (await m.call('GET', `/UFB_order/${uuid}`)).body;
      seen.add(now.State);
      if (now.State === 'completed') break;
      if (now.NeedsAttention) {
        const resumed = await m.call('PUT', `/UFB_order/${uuid}`, {
          body: { State: 'in_progress', Substate: '' },
        });
        expect(resumed.body.NeedsAttention).toBe(false);
      }
    }
    expect(seen.has('in_progress')).toBe(true);
    const done = (await m.call('GET', `/UFB_order/${uuid}`)).body;
    expect(done).toMatchObject({ State: 'completed', Status: 'COMPLETED', StateText: 'Active' });
    const states = done.Timeline.map((s: { State: string }) => s.State);
    expect(states.slice(0, 3)).toEqual(['created', 'acknowledged', 'in_progress']);
    expect(states.at(-1)).toBe('completed');
    const active = (await m.call('GET', `/UFB/${created.body.ProductUUID}`)).body;
    expect(active).toMatchObject({ State: 'active', Status: 4, StateDescription: 'Active' });
    expect(active.BillingReference).toMatch(/^postpay/);
  });

  it('fails under orders.fail with an order note saying why', async () => {
    const created = await newOrder({ 'x-mock-scenario': 'orders.fail' });
    const uuid = created.body.UUID;
    expect((await m.call('GET', `/ufb_order/${uuid}/note`)).body.Notes).toEqual([]);
    m.advance(2 * DAY);
    const failed = (await m.call('GET', `/UFB_order/${uuid}`)).body;
    expect(failed).toMatchObject({ State: 'failed', Status: 'FAILED', NeedsAttention: true });
    const notes = (await m.call('GET', `/ufb_order/${uuid}/note`)).body.Notes;
    expect(notes).toHaveLength(1);
    expect(notes[0].Author).toBe('System');
    expect(ORDER_FAILURE_REASONS).toContain(notes[0].Text);
    expect((await m.call('GET', `/UFB/${created.body.ProductUUID}`)).body.State).toBe('cancelled');
  });

  it('refuses unknown references with a 400 on the field', async () => {
    const res = await m.call('POST', '/UFB_order', {
      body: { ...fibreOrderBody('1 Queen Street'), PlanUUID: STORE_FIXTURE_IDS.fibreCustomer },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'body.PlanUUID', message: 'No such fibre plan' }]);
    const deletedLfc = await m.call('POST', '/UFB_order', {
      body: {
        CustomerUUID: STORE_FIXTURE_IDS.fibreCustomer,
        PlanUUID: STORE_FIXTURE_IDS.plan,
        LFCProductUUID: STORE_FIXTURE_IDS.deletedLfcProduct,
        Address: { Formatted: '1 Queen Street' },
      },
    });
    expect(deletedLfc.body.errors[0].path).toBe('body.LFCProductUUID');
  });
});

describe('operator state changes', () => {
  it('go along legal transitions only, with a clear 409 otherwise, and the product follows', async () => {
    const { body: order } = await newOrder();
    const illegal = await m.call('PUT', `/UFB_order/${order.UUID}`, { body: { State: 'completed' } });
    expect(illegal.status).toBe(409);
    expect(illegal.body).toMatchObject({
      err_code: 'illegal_transition',
      err_message: 'This change of state is not allowed (created → completed)',
    });
    const cancelled = await m.call('PUT', `/UFB_order/${order.UUID}`, {
      body: { State: 'cancelled', Note: 'Customer changed their mind' },
    });
    expect(cancelled.body).toMatchObject({ State: 'cancelled', Status: 'CANCELED' });
    expect((await m.call('GET', `/UFB/${order.ProductUUID}`)).body.State).toBe('cancelled');
    const notes = (await m.call('GET', `/ufb_order/${order.UUID}/note`)).body.Notes;
    expect(notes[0]).toMatchObject({ Author: 'Olivia Operator', Text: 'Customer changed their mind' });
    m.advance(10 * DAY);
    expect((await m.call('GET', `/UFB_order/${order.UUID}`)).body.State).toBe('cancelled');
    const final = await m.call('PUT', `/UFB_order/${order.UUID}`, {
      body: { PlanUUID: STORE_FIXTURE_IDS.plan, Substate: 'RequiresSiteVisit' },
    });
    expect(final.body.err_code).toBe('order_final');
  });

  it('resume a held order, which then completes by itself', async () => {
    const held = (await m.list('UFB_order', { filter: { State: 'held' } })).body[0];
    const resumed = await m.call('PUT', `/UFB_order/${held.UUID}`, {
      body: { State: 'in_progress', Note: 'New RFS time agreed' },
    });
    expect(resumed.body).toMatchObject({ State: 'in_progress', Substate: '', NeedsAttention: false });
    m.advance(5 * DAY);
    expect((await m.call('GET', `/UFB_order/${held.UUID}`)).body.State).toBe('completed');
  });

  it('change a product by hand only legally', async () => {
    const id = STORE_FIXTURE_IDS.product;
    const suspended = await m.call('PUT', `/UFB/${id}`, { body: { State: 'suspended' } });
    expect(suspended.body).toMatchObject({ State: 'suspended', Status: 3 });
    const back = await m.call('PUT', `/UFB/${id}`, { body: { State: 'created' } });
    expect(back.status).toBe(409);
    const pending = await m.call('PUT', `/UFB/${id}`, {
      body: { State: 'active', Substate: 'PendingCancellation' },
    });
    expect(pending.body).toMatchObject({ State: 'active', StateDescription: 'Pending cancellation' });
  });

  it('keep notes, newest first, signed by the operator', async () => {
    const path = `/ufb_order/${STORE_FIXTURE_IDS.order}/note`;
    const added = await m.call('POST', path, { body: { Text: 'Called the customer' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ Author: 'Olivia Operator', ParentType: 'UFB_order', SPID: 68 });
    const notes = (await m.call('GET', path)).body.Notes;
    expect(notes[0].Text).toBe('Called the customer');
    expect((await m.call('POST', path, { body: { Text: '   ' } })).status).toBe(400);
    const product = `/ufb/${STORE_FIXTURE_IDS.product}/note`;
    expect((await m.call('POST', product, { body: { Text: 'Checked the ONT' } })).status).toBe(201);
    expect((await m.call('GET', product)).body.Notes[0].Text).toBe('Checked the ONT');
  });
});
