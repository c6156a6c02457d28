import { describe, expect, it } from 'vitest';
import { buildProviderStoreFixtures, generateFibreStore } from '@portal/fixtures';
import {
  FibreOrderSchema,
  ORDER_SORT_FIELDS,
  seededRandom,
  type FibreOrder,
  type FibreOrderFilter,
} from '@portal/shared';
import { Table } from '../../db/table';
import { orderRows, orderSpec } from './fibre-orders';
import { selectSorted, type Direction } from './select';

const HOUR_NANOS = 3_600_000 * 1e6;
const DAY_NANOS = 24 * HOUR_NANOS;
const NOW_MS = Date.now();

const fixtures = buildProviderStoreFixtures(NOW_MS);
const generate = (count: number, key: string, firstNumber: number) =>
  generateFibreStore({
    count,
    seed: 7,
    nowMs: NOW_MS,
    firstNumber,
    key,
    lfcProducts: fixtures.lfcProducts,
    plans: fixtures.plans,
  }).orders;
const planName = (uuid: string) => fixtures.plans.find((p) => p.UUID === uuid)?.Name ?? '';

/** The orders table, its rows, and both ways of answering a list: the rows', and testing and sorting every order. */
async function ordersList(orders: FibreOrder[]) {
  const table = new Table('ufbOrders', FibreOrderSchema, 'UUID');
  await table.load(orders);
  const rows = orderRows(table);
  const answers = (filter: FibreOrderFilter, sort: [string, Direction], count: number, now: number) => {
    const spec = orderSpec(now, planName, rows, (uuid) => table.find(uuid));
    const fast = spec.select?.(filter, sort[0], sort[1], count);
    const slow = selectSorted(
      table.all(),
      spec.matches(filter),
      spec.sortKey(sort[0]),
      (o) => o.UUID,
      sort[1],
      count,
    );
    return {
      fast: fast && { total: fast.total, page: fast.page.map((o) => o.UUID) },
      slow: { total: slow.total, page: slow.page.map((o) => o.UUID) },
    };
  };
  return { table, answers };
}

const FILTERS: FibreOrderFilter[] = [
  {},
  { q: 'road', State: ['in_progress', 'acknowledged'], LFC: 'Chorus' },
  { q: 'street', State: ['held', 'failed'] },
  { q: 'a', LFC: 'Enable', State: ['completed'] },
  { q: 'ufb-2', State: ['created', 'in_progress'] },
  { q: 'QUEEN   street' },
  { State: 'completed', LFC: ['Enable', 'Northpower Fibre'] },
  { State: [] },
  { deleted: true },
  { deleted: true, q: 'road' },
  { attention: true },
  { LFC: 'Tuatahi First Fibre', CreatedFrom: '2000-01-01' },
  { PlanUUID: fixtures.plans[0]?.UUID },
  { CustomerUUID: fixtures.orders[0]?.CustomerUUID, deleted: false },
  { LFCProductUUID: fixtures.lfcProducts[0]?.UUID, q: 'fibre' },
  { q: 'no such words anywhere' },
];

describe('the orders list rows', () => {
  it('answer every filter and sort with the rows, totals and order of testing and sorting every order', async () => {
    const { answers } = await ordersList([...fixtures.orders, ...generate(1200, 'rows', 400000)]);
    const now = NOW_MS * 1e6;
    for (const filter of FILTERS) {
      for (const field of ORDER_SORT_FIELDS) {
        for (const direction of ['ASC', 'DESC'] as const) {
          const { fast, slow } = answers(filter, [field, direction], 25, now);
          expect(fast, `${JSON.stringify(filter)} by ${field} ${direction}`).toEqual(slow);
        }
      }
    }
    const all = answers({}, ['OrderNumber', 'ASC'], 1000, now);
    expect(all.fast).toEqual(all.slow);
    expect(all.fast?.page).toHaveLength(1000);
  });

  it('leave a list of ids to be looked up by key', async () => {
    const { answers } = await ordersList(fixtures.orders);
    const ids = fixtures.orders.slice(0, 3).map((o) => o.UUID);
    expect(answers({ id: ids }, ['OrderNumber', 'ASC'], 1000, NOW_MS * 1e6).fast).toBeUndefined();
  });

  it('stay the same as testing every order through edits, deletes, new orders, a reload and the clock', async () => {
    const { table, answers } = await ordersList([...fixtures.orders, ...generate(600, 'edits', 500000)]);
    const random = seededRandom(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const extra = generate(200, 'extra', 600000);
    let now = NOW_MS * 1e6;
    const check = () => {
      for (const filter of FILTERS) {
        const field = pick(ORDER_SORT_FIELDS);
        const direction = pick(['ASC', 'DESC'] as const);
        const { fast, slow } = answers(filter, [field, direction], pick([1, 25, 200]), now);
        expect(fast, `${JSON.stringify(filter)} by ${field} ${direction}`).toEqual(slow);
      }
    };
    const streets = [
      '1 Aardvark Road, Auckland',
      '99 Zebra Street, Nelson',
      '5 Queen Street, Auckland Central',
    ];
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 15; i++) {
        const order = pick(table.all());
        const change = random();
        if (change < 0.2) {
          await table.update(order.UUID, (d) => void (d.Address.Formatted = pick(streets)));
        } else if (change < 0.3) {
          await table.update(order.UUID, (d) => void (d.CustomerName = pick(['Aaron Able', 'Zoe Zed'])));
        } else if (change < 0.4) {
          await table.update(
            order.UUID,
            (d) => void (d.DeletedAtNanos = d.DeletedAtNanos === null ? now : null),
          );
        } else if (change < 0.5) {
          await table.update(order.UUID, (d) => void (d.LFC = pick(['Chorus', 'Enable'])));
        } else if (change < 0.6) {
          await table.update(order.UUID, (d) => {
            d.Timeline = [...d.Timeline, { State: 'cancelled', Substate: '', AtNanos: now + HOUR_NANOS }];
          });
        } else if (change < 0.7) {
          await table.update(
            order.UUID,
            (d) => void (d.CreatedAtNanos = now - Math.floor(random() * DAY_NANOS)),
          );
        } else if (change < 0.85) {
          table.remove(order.UUID);
        } else {
          const fresh = extra.pop();
          if (fresh) await table.insert(fresh);
        }
      }
      // The clock runs on (orders move on through their timelines), and now and then goes back (a reset).
      now += pick([0, HOUR_NANOS, DAY_NANOS, -2 * DAY_NANOS]);
      check();
    }
    await table.load(generate(300, 'reloaded', 700000));
    check();
    table.clear();
    expect(answers({}, ['OrderNumber', 'ASC'], 25, now).fast).toEqual({ total: 0, page: [] });
  });
});
