import { describe, expect, it } from 'vitest';
import { storeMock } from './store.test-kit';

const m = storeMock();

describe('POST /__mock/generate', () => {
  it('loads a bulk set of orders the lists then page through', async () => {
    const res = await fetch('http://api.test/__mock/generate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orders: 3000, replace: true }),
    });
    const body = await res.json();
    expect(body.generated).toMatchObject({ orders: 3000, products: 3000, customers: 1000 });
    expect(body.totalOrders).toBe(3000);
    const page = await m.list('UFB_order', {
      filter: { State: 'completed', LFC: 'Enable' },
      sort: ['CustomerName', 'ASC'],
      range: [0, 24],
    });
    expect(page.body).toHaveLength(25);
    expect(Number(page.headers.get('content-range')?.split('/')[1])).toBeGreaterThan(100);
    const bad = await fetch('http://api.test/__mock/generate', { method: 'POST', body: '{"orders": 0}' });
    expect(bad.status).toBe(400);
    const tooMany = await fetch('http://api.test/__mock/generate', {
      method: 'POST',
      body: '{"orders": 100001}',
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).err_message).toMatch(/100000/);
  });
});
