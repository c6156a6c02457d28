import { describe, expect, it } from 'vitest';
import { storeOrderUuid } from '@portal/fixtures';
import { fibreOrderBody, storeMock } from './store.test-kit';

const m = storeMock();
interface Item {
  UUID: string;
  OrderNumber: string;
  Reason: string;
  SinceNanos: number;
}
const queue = async (query = '?PageSize=100') =>
  (await m.call('GET', `/queue${query}`)).body as {
    Orders: Item[];
    Total: number;
    Counts: Record<string, number>;
    NowNanos: number;
  };

describe('the work queue', () => {
  it('lists the orders needing an operator with why and since when, longest waiting first', async () => {
    const q = await queue();
    expect(q.Total).toBe(q.Counts.failed! + q.Counts.site_visit! + q.Counts.rfs_time!);
    const since = q.Orders.map((o) => o.SinceNanos);
    expect(since).toEqual([...since].sort((a, b) => a - b));
    expect(since.every((s) => s <= q.NowNanos)).toBe(true);
    const reasons = Object.fromEntries(q.Orders.map((o) => [o.UUID, o.Reason]));
    expect(reasons[storeOrderUuid('site-visit')]).toBe('site_visit');
    expect(reasons[storeOrderUuid('rfs-held')]).toBe('rfs_time');
    expect(reasons[storeOrderUuid('failed')]).toBe('failed');
    const failedOnly = await queue('?Reason=failed&PageSize=100');
    expect(failedOnly.Orders.every((o) => o.Reason === 'failed')).toBe(true);
    expect(failedOnly.Total).toBe(q.Counts.failed);
  });

  it('takes in the orders the clock stops, and lets go of those an operator resolves', async () => {
    const before = await queue();
    // An order that stops for a site visit or an RFS time joins the queue when the clock reaches that step.
    m.advance(5 * 24 * 3600_000);
    const after = await queue();
    expect(after.Total).not.toBe(before.Total);
    const rfs = storeOrderUuid('rfs-held');
    const resumed = await m.call('PUT', `/UFB_order/${rfs}`, {
      body: {
        State: 'in_progress',
        ExternalReference: { RSFDate: '2027-01-15' },
        Note: 'New RFS time agreed',
      },
    });
    expect(resumed.status).toBe(200);
    expect((await queue()).Orders.map((o) => o.UUID)).not.toContain(rfs);
  });

  it('retries a failed order as a new one with the same details, once', async () => {
    const failed = storeOrderUuid('failed');
    const retried = await m.call('POST', `/UFB_order/${failed}/resolve_failure`, {
      body: { Action: 'retry', Note: 'The LFC fixed its footprint data' },
    });
    expect(retried.status).toBe(200);
    const copy = (await m.call('GET', `/UFB_order/${retried.body.RetryOrderUUID}`)).body;
    const original = (await m.call('GET', `/UFB_order/${failed}`)).body;
    expect(copy).toMatchObject({
      State: 'created',
      CustomerUUID: original.CustomerUUID,
      Address: original.Address,
    });
    expect((await queue()).Orders.map((o) => o.UUID)).not.toContain(failed);
    const twice = await m.call('POST', `/UFB_order/${failed}/resolve_failure`, {
      body: { Action: 'cancel', Note: 'again' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.err_code).toBe('failure_resolved');
    const history = (await m.call('GET', `/UFB_order/${failed}/history`)).body.Entries;
    expect(history[0]).toMatchObject({ Kind: 'failure_resolved', Text: 'The LFC fixed its footprint data' });
  });

  it('refuses to resolve an order that has not failed', async () => {
    const order = (
      await m.call('POST', '/UFB_order', { body: fibreOrderBody('9 Cuba Street, Te Aro, Wellington 6011') })
    ).body;
    const res = await m.call('POST', `/UFB_order/${order.UUID}/resolve_failure`, {
      body: { Action: 'cancel', Note: 'No' },
    });
    expect(res.status).toBe(409);
    expect(res.body.err_code).toBe('order_not_failed');
  });
});
