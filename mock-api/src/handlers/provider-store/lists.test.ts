import { describe, expect, it } from 'vitest';
import { STORE_FIXTURE_IDS } from '@portal/fixtures';
import { installationDay } from '@portal/shared';
import { storeMock } from './store.test-kit';

const m = storeMock();

describe('store lists (ra-data-simple-rest and the paginated form)', () => {
  it('answer a page with Content-Range, sorted, and the next page does not overlap', async () => {
    const first = await m.list('UFB_order', { sort: ['OrderNumber', 'ASC'], range: [0, 24] });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(25);
    const total = Number(first.headers.get('content-range')?.split('/')[1]);
    expect(first.headers.get('content-range')).toBe(`UFB_order 0-24/${total}`);
    expect(total).toBeGreaterThan(200);
    const numbers = first.body.map((o: { OrderNumber: string }) => o.OrderNumber);
    expect(numbers).toEqual([...numbers].sort());
    const second = await m.list('UFB_order', { sort: ['OrderNumber', 'ASC'], range: [25, 49] });
    expect(second.headers.get('content-range')).toBe(`UFB_order 25-49/${total}`);
    expect(second.body[0].OrderNumber > numbers[24]).toBe(true);
    expect(first.body[0].id).toBe(first.body[0].UUID);
  });

  it.each([
    ['lfc_product', 'Description'],
    ['customer', 'MobileNumber'],
  ])('sort %s by %s, as the console offers it', async (resource, field) => {
    const res = await m.list(resource, { sort: [field, 'ASC'], range: [0, 999] });
    expect(res.status).toBe(200);
    const values = res.body.map((r: Record<string, string>) => r[field]);
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort());
  });

  it('filter by state, LFC, text and created dates, and sort descending', async () => {
    const res = await m.list('UFB_order', {
      filter: { State: ['in_progress', 'held'], LFC: 'Chorus' },
      sort: ['CreatedAtNanos', 'DESC'],
      range: [0, 999],
    });
    expect(res.body.length).toBeGreaterThan(0);
    for (const o of res.body) {
      expect(['in_progress', 'held']).toContain(o.State);
      expect(o.LFC).toBe('Chorus');
    }
    const created = res.body.map((o: { CreatedAtNanos: number }) => o.CreatedAtNanos);
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const one = res.body[0];
    const byText = await m.list('UFB_order', { filter: { q: one.OrderNumber.toLowerCase() } });
    expect(byText.body.map((o: { UUID: string }) => o.UUID)).toEqual([one.UUID]);
    const byCustomer = await m.list('UFB_order', { filter: { q: one.CustomerName }, range: [0, 999] });
    expect(byCustomer.body.every((o: { CustomerName: string }) => o.CustomerName === one.CustomerName)).toBe(
      true,
    );

    const day = new Date(one.CreatedAtNanos / 1e6).toISOString().slice(0, 10);
    const far = await m.list('UFB_order', { filter: { CreatedFrom: '2000-01-01', CreatedTo: '2000-01-02' } });
    expect(far.headers.get('content-range')).toBe('UFB_order */0');
    const around = await m.list('UFB_order', {
      filter: { CreatedFrom: '2000-01-01', CreatedTo: `${Number(day.slice(0, 4)) + 1}-01-01` },
    });
    expect(Number(around.headers.get('content-range')?.split('/')[1])).toBeGreaterThan(0);
  });

  it('list orders needing attention and the installation day’s appointments', async () => {
    const attention = await m.list('UFB_order', { filter: { attention: true }, range: [0, 999] });
    expect(attention.body.length).toBeGreaterThan(3);
    expect(attention.body.every((o: { NeedsAttention: boolean }) => o.NeedsAttention)).toBe(true);
    const texts = new Set(attention.body.map((o: { StateText: string }) => o.StateText));
    expect(texts).toContain('Site visit required');
    expect(texts).toContain('RFS time required');
    // Today on a working day, else the next working day: appointments fall on working days only.
    const day = installationDay(Date.now());
    const appointments = await m.list('UFB_order', { filter: { AppointmentOn: day } });
    expect(appointments.body.length).toBeGreaterThanOrEqual(3);
  });

  it('answer getMany with every asked-for record, deleted ones included', async () => {
    const ids = [STORE_FIXTURE_IDS.order, STORE_FIXTURE_IDS.deletedOrder];
    const res = await m.call('GET', `/UFB_order?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`);
    expect(res.body.map((o: { id: string }) => o.id).sort()).toEqual([...ids].sort());
  });

  it('answer the paginated form with an envelope, and 404 past the last page', async () => {
    const page = await m.call('GET', '/lfc_product?PageNumber=1&PageSize=5');
    expect(page.status).toBe(200);
    expect(page.body.LFCProducts).toHaveLength(5);
    expect(page.body.Total).toBeGreaterThan(5);
    const past = await m.call('GET', '/lfc_product?PageNumber=50&PageSize=5');
    expect(past.status).toBe(404);
    expect(past.body.err_message).toBe('no response data');
    expect((await m.call('GET', '/UFB?PageNumber=1&PageSize=2')).body.UFBProducts).toHaveLength(2);
    expect((await m.call('GET', '/UFB_order?PageNumber=1')).body.UFBOrders).toHaveLength(25);
  });

  it('refuse unknown filters, sort fields and bad ranges with a 400 naming them', async () => {
    const unknown = await m.list('UFB_order', { filter: { Colour: 'red' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.err_message).toContain('filter');
    expect((await m.list('UFB_order', { sort: ['Nope', 'ASC'] })).status).toBe(400);
    expect((await m.list('UFB_order', { range: [10, 2] })).status).toBe(400);
    expect((await m.call('GET', '/UFB_order?filter=%7Bbroken')).body.err_message).toContain('not valid JSON');
  });

  it('sort fibre products by status and filter them by state; plans and LFC products by their fields', async () => {
    const products = await m.list('UFB', {
      filter: { State: 'active' },
      sort: ['Status', 'ASC'],
      range: [0, 9],
    });
    expect(
      products.body.every((p: { State: string; Status: number }) => p.State === 'active' && p.Status === 4),
    ).toBe(true);
    const plans = await m.list('UFB_plan', { sort: ['Cents', 'DESC'] });
    const cents = plans.body.map((p: { Cents: number }) => p.Cents);
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    const enable = await m.list('lfc_product', { filter: { LFC: 'Enable' } });
    expect(enable.body.every((p: { LFC: string }) => p.LFC === 'Enable')).toBe(true);
    const search = await m.call('POST', '/UFB_plan', { body: { UUIDs: [STORE_FIXTURE_IDS.plan] } });
    expect(search.body.UFBPlans.map((p: { UUID: string }) => p.UUID)).toEqual([STORE_FIXTURE_IDS.plan]);
  });
});
