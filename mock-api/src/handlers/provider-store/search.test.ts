import { ANA_FIBRE_ORDER_NUMBER, STORE_FIXTURE_IDS } from '@portal/fixtures';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, fibreOrderBody, storeMock } from './store.test-kit';

const m = storeMock();

interface Found {
  Orders: { UUID: string; OrderNumber: string; CustomerName: string; Matched: string }[];
  OrdersTotal: number;
  Customers: { UUID: string; Name: string; MobileNumber: string; Matched: string }[];
  CustomersTotal: number;
}
const search = async (q: string) => {
  const answer = await m.call('GET', `/search?${new URLSearchParams({ q })}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Found;
};

describe('the console’s one search', () => {
  it('finds an order by the shop number on the customer’s screen, in any case', async () => {
    const found = await search(ANA_FIBRE_ORDER_NUMBER.toLowerCase());
    expect(found.Orders.map((o) => [o.OrderNumber, o.Matched])).toEqual([
      [ANA_FIBRE_ORDER_NUMBER, 'OrderNumber'],
    ]);
    expect(found.OrdersTotal).toBe(1);
  });

  it('finds a customer and their orders by surname, and by phone number', async () => {
    const customer = (await m.call('GET', `/customer/${STORE_FIXTURE_IDS.fibreCustomer}`)).body as {
      FirstName: string;
      LastName: string;
      MobileNumber: string;
    };
    const bySurname = await search(customer.LastName);
    const hit = bySurname.Customers.find((p) => p.UUID === STORE_FIXTURE_IDS.fibreCustomer);
    expect(hit?.Matched).toBe('Name');
    expect(bySurname.Orders.length).toBeGreaterThan(0);
    expect(bySurname.Orders.every((o) => o.CustomerName.includes(customer.LastName))).toBe(true);

    const byPhone = await search(customer.MobileNumber);
    expect(byPhone.Customers.map((p) => [p.UUID, p.Matched])).toEqual([
      [STORE_FIXTURE_IDS.fibreCustomer, 'Phone'],
    ]);
    expect(byPhone.Orders.length).toBeGreaterThan(0);
    expect(byPhone.Orders.every((o) => o.Matched === 'Phone')).toBe(true);
  });

  it('finds a new order by its address at once, and no longer once it is deleted', async () => {
    const created = await m.call('POST', '/UFB_order', {
      body: fibreOrderBody('7 Kōwhai Lane, Rotorua 3010'),
    });
    expect(created.status).toBe(201);
    const found = await search('kōwhai lane');
    expect(found.Orders.map((o) => [o.UUID, o.Matched])).toEqual([[created.body.UUID, 'Address']]);
    expect((await m.call('DELETE', `/UFB_order/${created.body.UUID}`)).status).toBe(200);
    expect((await search('kōwhai lane')).Orders).toEqual([]);
  });

  it('finds a generated order by its number, through the list and the search alike', async () => {
    const res = await fetch('http://api.test/__mock/generate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orders: 3000, replace: true }),
    });
    expect(res.status).toBe(200);
    const total = async (q: string) =>
      Number(
        (await m.list('UFB_order', { filter: { q }, range: [0, 24] })).headers
          .get('content-range')
          ?.split('/')[1],
      );
    expect(await total('UFB-201500')).toBe(1);
    expect((await search('ufb-201500')).Orders.map((o) => o.OrderNumber)).toEqual(['UFB-201500']);
  });

  it('is for operators only, and needs words', async () => {
    expect((await m.call('GET', '/search?q=smith', { as: CUSTOMER })).status).toBe(403);
    expect((await m.call('GET', '/search?q=%20%20')).status).toBe(400);
  });
});
